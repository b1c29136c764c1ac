--TEST--
str_pad() argument type error
--FILE--
<?php
try { var_dump(str_pad("a", "x")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: str_pad(): Argument #2 ($length) must be of type int, string given
