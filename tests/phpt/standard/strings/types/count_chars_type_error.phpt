--TEST--
count_chars() argument type error
--FILE--
<?php
try { var_dump(count_chars("a", "x")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: count_chars(): Argument #2 ($mode) must be of type int, string given
