--TEST--
allowed_classes false makes every user object incomplete
--FILE--
<?php
class A { public $a = 1; }
$s = serialize([new A, new stdClass]);
var_dump(unserialize($s, ["allowed_classes" => false]));
--EXPECT--
array(2) {
  [0]=>
  object(__PHP_Incomplete_Class)#2 (2) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(1) "A"
    ["a"]=>
    int(1)
  }
  [1]=>
  object(__PHP_Incomplete_Class)#1 (1) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(8) "stdClass"
  }
}
