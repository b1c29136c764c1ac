--TEST--
ucwords() argument type error
--FILE--
<?php
try { var_dump(ucwords("a", [])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: ucwords(): Argument #2 ($separators) must be of type string, array given
