--TEST--
parse_url() argument type error
--FILE--
<?php
try { var_dump(parse_url("a", "x")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: parse_url(): Argument #2 ($component) must be of type int, string given
