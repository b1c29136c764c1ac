--TEST--
explode() argument type error
--FILE--
<?php
try { var_dump(explode([], "a")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: explode(): Argument #1 ($separator) must be of type string, array given
