--TEST--
__sleep returning a non-array serializes null with a warning
--FILE--
<?php
class S { public $a = 1; public function __sleep() { return 'a'; } }
var_dump(serialize(new S));
class T { public $a = 1; public function __sleep() { return [1 => 'a', 'b' => 5]; } }
var_dump(serialize(new T));
--EXPECTF--

Warning: serialize(): S::__sleep() should return an array only containing the names of instance-variables to serialize in %s on line 3
string(2) "N;"

Warning: serialize(): T::__sleep() should return an array only containing the names of instance-variables to serialize in %s on line 5

Warning: serialize(): "5" returned as member variable from __sleep() but does not exist in %s on line 5
string(24) "O:1:"T":1:{s:1:"a";i:1;}"
