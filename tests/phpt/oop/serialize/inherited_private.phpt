--TEST--
private properties of parent and child keep their class in the name
--FILE--
<?php
class P { private $x = "parent"; protected $y = "py"; }
class C extends P { private $x = "child"; public $z = "cz"; }
$s = serialize(new C); var_dump(str_replace("\0", "~", $s)); var_dump(unserialize($s));
--EXPECT--
string(96) "O:1:"C":4:{s:4:"~P~x";s:6:"parent";s:4:"~*~y";s:2:"py";s:4:"~C~x";s:5:"child";s:1:"z";s:2:"cz";}"
object(C)#1 (4) {
  ["x":"P":private]=>
  string(6) "parent"
  ["y":protected]=>
  string(2) "py"
  ["x":"C":private]=>
  string(5) "child"
  ["z"]=>
  string(2) "cz"
}
