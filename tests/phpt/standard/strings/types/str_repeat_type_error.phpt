--TEST--
str_repeat() argument type error
--FILE--
<?php
try { var_dump(str_repeat("a", "x")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given
