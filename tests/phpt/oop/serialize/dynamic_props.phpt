--TEST--
dynamic properties round-trip
--FILE--
<?php
#[AllowDynamicProperties] class D { public $a = 1; }
$d = new D; $d->extra = "e"; $d->{"12"} = "num";
$s = serialize($d); var_dump($s); var_dump(unserialize($s));
--EXPECT--
string(63) "O:1:"D":3:{s:1:"a";i:1;s:5:"extra";s:1:"e";s:2:"12";s:3:"num";}"
object(D)#2 (3) {
  ["a"]=>
  int(1)
  ["extra"]=>
  string(1) "e"
  ["12"]=>
  string(3) "num"
}
