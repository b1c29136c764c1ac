--TEST--
ArrayIterator wrapping an ArrayObject
--FILE--
<?php
var_dump(iterator_to_array(new ArrayIterator(new ArrayObject(['x' => 1]))));
$ao = new ArrayObject(new ArrayObject([1, 2]));
$ao[] = 3;
var_dump(count($ao), $ao->getArrayCopy());
?>
--EXPECT--
array(1) {
  ["x"]=>
  int(1)
}
int(3)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
