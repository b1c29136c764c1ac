--TEST--
__sleep with a non-string entry
--FILE--
<?php
class S { public $a = 1; public $b = 2; function __sleep() { return ["a", 5]; } }
var_dump(serialize(new S));
--EXPECTF--

Warning: serialize(): S::__sleep() should return an array only containing the names of instance-variables to serialize in %s on line 3

Warning: serialize(): "5" returned as member variable from __sleep() but does not exist in %s on line 3
string(24) "O:1:"S":1:{s:1:"a";i:1;}"
