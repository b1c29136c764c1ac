--TEST--
dechex and friends need ints
--FILE--
<?php
try { dechex("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { decbin(1.5); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(decoct("10"));
--EXPECTF--
dechex(): Argument #1 ($num) must be of type int, string given

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
string(2) "12"
