--TEST--
strtr() with a wrong argument count
--FILE--
<?php
try { var_dump(strtr("a")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: strtr() expects at least 2 arguments, 1 given
