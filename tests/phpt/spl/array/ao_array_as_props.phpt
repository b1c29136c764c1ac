--TEST--
ArrayObject ARRAY_AS_PROPS
--FILE--
<?php
$a = new ArrayObject(['x' => 1], ArrayObject::ARRAY_AS_PROPS);
var_dump($a->x, isset($a->x), isset($a->nope));
var_dump($a->nope);
$a->y = 2;
var_dump($a->getArrayCopy());
unset($a->x);
var_dump(count($a));
var_dump($a);
?>
--EXPECTF--
int(1)
bool(true)
bool(false)

Warning: Undefined array key "nope" in %s on line 4
NULL
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
int(1)
object(ArrayObject)#1 (1) {
  ["storage":"ArrayObject":private]=>
  array(1) {
    ["y"]=>
    int(2)
  }
}
