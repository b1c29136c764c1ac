--TEST--
similar_text() argument type error
--FILE--
<?php
try { var_dump(similar_text([], "a")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: similar_text(): Argument #1 ($string1) must be of type string, array given
