--TEST--
substr_compare() with a wrong argument count
--FILE--
<?php
try { var_dump(substr_compare("a", "b")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: substr_compare() expects at least 3 arguments, 2 given
