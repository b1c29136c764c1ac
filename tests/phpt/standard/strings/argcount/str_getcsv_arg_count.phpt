--TEST--
str_getcsv() with a wrong argument count
--FILE--
<?php
try { var_dump(str_getcsv("a", ",", "\"", "\\", 1)); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: str_getcsv() expects at most 4 arguments, 5 given
