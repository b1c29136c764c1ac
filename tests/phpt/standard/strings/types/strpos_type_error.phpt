--TEST--
strpos() argument type error
--FILE--
<?php
try { var_dump(strpos("a", [])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: strpos(): Argument #2 ($needle) must be of type string, array given
