--TEST--
http_build_query() argument type error
--FILE--
<?php
try { var_dump(http_build_query("a")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: http_build_query(): Argument #1 ($data) must be of type array, string given
