--TEST--
substr_count() argument type error
--FILE--
<?php
try { var_dump(substr_count("a", "a", 1.5)); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECTF--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
int(0)
