--TEST--
sscanf() with a wrong argument count
--FILE--
<?php
try { var_dump(sscanf("a")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: sscanf() expects at least 2 arguments, 1 given
