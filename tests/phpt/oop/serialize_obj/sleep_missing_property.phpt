--TEST--
__sleep naming a missing property warns and serializes it as null
--FILE--
<?php
class S { public $a = 1; public function __sleep() { return ['a', 'missing']; } }
echo serialize(new S), "\n";
--EXPECTF--

Warning: serialize(): "missing" returned as member variable from __sleep() but does not exist in %s on line 3
O:1:"S":1:{s:1:"a";i:1;}
