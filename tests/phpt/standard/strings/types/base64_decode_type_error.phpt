--TEST--
base64_decode() argument type error
--FILE--
<?php
try { var_dump(base64_decode("a", [])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: base64_decode(): Argument #2 ($strict) must be of type bool, array given
