--TEST--
addslashes() argument type error
--FILE--
<?php
try { var_dump(addslashes([])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: addslashes(): Argument #1 ($string) must be of type string, array given
