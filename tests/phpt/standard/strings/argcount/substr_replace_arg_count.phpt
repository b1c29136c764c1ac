--TEST--
substr_replace() with a wrong argument count
--FILE--
<?php
try { var_dump(substr_replace("a", "b")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: substr_replace() expects at least 3 arguments, 2 given
