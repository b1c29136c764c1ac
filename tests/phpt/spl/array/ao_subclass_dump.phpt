--TEST--
ArrayObject subclass var_dump with properties
--FILE--
<?php
class Bag extends ArrayObject { public $pub = 1; protected $pro = 2; private $pri = 3; }
var_dump(new Bag(['a' => 1]));
?>
--EXPECT--
object(Bag)#1 (4) {
  ["pub"]=>
  int(1)
  ["pro":protected]=>
  int(2)
  ["pri":"Bag":private]=>
  int(3)
  ["storage":"ArrayObject":private]=>
  array(1) {
    ["a"]=>
    int(1)
  }
}
