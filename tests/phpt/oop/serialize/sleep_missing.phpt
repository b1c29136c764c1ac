--TEST--
__sleep naming a missing property warns
--FILE--
<?php
class S { public $a = 1; function __sleep() { return ["a", "nope"]; } }
var_dump(serialize(new S));
--EXPECTF--

Warning: serialize(): "nope" returned as member variable from __sleep() but does not exist in %s on line 3
string(24) "O:1:"S":1:{s:1:"a";i:1;}"
