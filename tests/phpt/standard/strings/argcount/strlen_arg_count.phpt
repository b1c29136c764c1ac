--TEST--
strlen() with a wrong argument count
--FILE--
<?php
try { var_dump(strlen("a", "b")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: strlen() expects exactly 1 argument, 2 given
