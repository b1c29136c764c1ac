--TEST--
Serialized property names encode visibility with NUL-prefixed class names
--FILE--
<?php
class P { public $pub = 1; protected $prot = 2; private $priv = 3; }
class C extends P { private $priv = 4; public $own = 5; }
echo str_replace("\0", '\0', serialize(new C)), "\n";
$u = unserialize(serialize(new C));
var_dump($u);
--EXPECT--
O:1:"C":5:{s:3:"pub";i:1;s:7:"\0*\0prot";i:2;s:7:"\0P\0priv";i:3;s:7:"\0C\0priv";i:4;s:3:"own";i:5;}
object(C)#1 (5) {
  ["pub"]=>
  int(1)
  ["prot":protected]=>
  int(2)
  ["priv":"P":private]=>
  int(3)
  ["priv":"C":private]=>
  int(4)
  ["own"]=>
  int(5)
}
