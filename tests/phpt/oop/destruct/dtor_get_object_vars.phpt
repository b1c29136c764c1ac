--TEST--
A destructor can read the object's properties
--FILE--
<?php
class P { public $a = 1; private $b = 2; function __destruct() { var_dump(get_object_vars($this)); } }
$p = new P;
unset($p);
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
