--TEST--
ArrayObject properties without ARRAY_AS_PROPS
--FILE--
<?php
$b = new ArrayObject([]);
$b->z = 5;
var_dump($b->z, $b->getArrayCopy(), isset($b->z), isset($b->q));
var_dump($b->q);
var_dump($b);
unset($b->z);
var_dump(isset($b->z));
?>
--EXPECTF--

Deprecated: Creation of dynamic property ArrayObject::$z is deprecated in %s on line 3
int(5)
array(0) {
}
bool(true)
bool(false)

Warning: Undefined property: ArrayObject::$q in %s on line 5
NULL
object(ArrayObject)#1 (2) {
  ["z"]=>
  int(5)
  ["storage":"ArrayObject":private]=>
  array(0) {
  }
}
bool(false)
