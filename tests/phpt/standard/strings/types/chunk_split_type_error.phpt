--TEST--
chunk_split() argument type error
--FILE--
<?php
try { var_dump(chunk_split("a", "b")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: chunk_split(): Argument #2 ($length) must be of type int, string given
