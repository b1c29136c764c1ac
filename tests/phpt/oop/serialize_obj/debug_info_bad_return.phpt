--TEST--
__debugInfo must return an array or null
--FILE--
<?php
class B { public function __debugInfo() { return 5; } }
var_dump(new B);
--EXPECTF--

Fatal error: __debuginfo() must return an array in %s on line 3
