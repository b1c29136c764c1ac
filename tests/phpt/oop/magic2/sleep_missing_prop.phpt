--TEST--
__sleep naming a missing property warns and serializes null
--FILE--
<?php
class C { public $a = 1; function __sleep() { return ['a', 'nope']; } }
echo serialize(new C), "\n";
--EXPECTF--

Warning: serialize(): "nope" returned as member variable from __sleep() but does not exist in %s on line 3
O:1:"C":1:{s:1:"a";i:1;}
