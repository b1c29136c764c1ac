--TEST--
count_chars() with a wrong argument count
--FILE--
<?php
try { var_dump(count_chars("a", 1, 2)); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: count_chars() expects at most 2 arguments, 3 given
