--TEST--
implode() argument type error
--FILE--
<?php
try { var_dump(implode(",", 5)); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: implode(): Argument #2 ($array) must be of type ?array, int given
