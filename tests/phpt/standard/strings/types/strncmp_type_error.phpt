--TEST--
strncmp() argument type error
--FILE--
<?php
try { var_dump(strncmp("a", "b", "c")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: strncmp(): Argument #3 ($length) must be of type int, string given
