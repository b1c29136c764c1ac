--TEST--
strtr() argument type error
--FILE--
<?php
try { var_dump(strtr("a", 1, [])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: strtr(): Argument #3 ($to) must be of type ?string, array given
