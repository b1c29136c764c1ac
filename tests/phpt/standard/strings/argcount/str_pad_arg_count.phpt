--TEST--
str_pad() with a wrong argument count
--FILE--
<?php
try { var_dump(str_pad("a")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: str_pad() expects at least 2 arguments, 1 given
