--TEST--
addcslashes() with a wrong argument count
--FILE--
<?php
try { var_dump(addcslashes("a")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: addcslashes() expects exactly 2 arguments, 1 given
