--TEST--
unserialize with allowed_classes creates __PHP_Incomplete_Class
--FILE--
<?php
class A { public $v = 1; }
class B { public $v = 2; }
$s = serialize([new A, new B]);
var_dump(unserialize($s, ['allowed_classes' => ['A']]));
var_dump(unserialize($s, ['allowed_classes' => false])[0] instanceof __PHP_Incomplete_Class);
--EXPECT--
array(2) {
  [0]=>
  object(A)#2 (1) {
    ["v"]=>
    int(1)
  }
  [1]=>
  object(__PHP_Incomplete_Class)#1 (2) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(1) "B"
    ["v"]=>
    int(2)
  }
}
bool(true)
