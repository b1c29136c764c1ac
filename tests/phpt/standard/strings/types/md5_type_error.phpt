--TEST--
md5() argument type error
--FILE--
<?php
try { var_dump(md5("a", [])); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: md5(): Argument #2 ($binary) must be of type bool, array given
