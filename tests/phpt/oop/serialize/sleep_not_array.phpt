--TEST--
__sleep returning a non-array warns and gives N;
--FILE--
<?php
class S { public $a = 1; function __sleep() { return 5; } }
var_dump(serialize(new S));
var_dump(serialize([new S]));
--EXPECTF--

Warning: serialize(): S::__sleep() should return an array only containing the names of instance-variables to serialize in %s on line 3
string(2) "N;"

Warning: serialize(): S::__sleep() should return an array only containing the names of instance-variables to serialize in %s on line 4
string(12) "a:1:{i:0;N;}"
