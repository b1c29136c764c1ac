--TEST--
parse_str() with a wrong argument count
--FILE--
<?php
try { var_dump(parse_str("a=1")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: parse_str() expects exactly 2 arguments, 1 given
