--TEST--
allowed_classes list (case-insensitive)
--FILE--
<?php
class A { public $a = 1; } class B { public $b = 2; }
$s = serialize([new A, new B]);
var_dump(unserialize($s, ["allowed_classes" => ["a"]]));
var_dump(unserialize($s, ["allowed_classes" => true]));
--EXPECT--
array(2) {
  [0]=>
  object(A)#2 (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  object(__PHP_Incomplete_Class)#1 (2) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(1) "B"
    ["b"]=>
    int(2)
  }
}
array(2) {
  [0]=>
  object(A)#1 (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  object(B)#2 (1) {
    ["b"]=>
    int(2)
  }
}
