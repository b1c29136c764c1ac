--TEST--
class_uses
--FILE--
<?php
trait T1 {} trait T2 {}
class A { use T1, T2; }
class B extends A {}
var_dump(class_uses(new A), class_uses('B'), class_uses('A'));
var_dump(class_uses('Nope'));
var_dump(class_uses('Nope', false));
?>
--EXPECTF--
array(2) {
  ["T1"]=>
  string(2) "T1"
  ["T2"]=>
  string(2) "T2"
}
array(0) {
}
array(2) {
  ["T1"]=>
  string(2) "T1"
  ["T2"]=>
  string(2) "T2"
}

Warning: class_uses(): Class Nope does not exist and could not be loaded in %s on line 6
bool(false)

Warning: class_uses(): Class Nope does not exist in %s on line 7
bool(false)
