--TEST--
__debugInfo returning a non-array is fatal
--FILE--
<?php
class A { function __debugInfo() { return 1; } }
var_dump(new A);
--EXPECTF--

Fatal error: __debuginfo() must return an array in %s on line 3
