--TEST--
strncmp() with a wrong argument count
--FILE--
<?php
try { var_dump(strncmp("a", "b")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: strncmp() expects exactly 3 arguments, 2 given
