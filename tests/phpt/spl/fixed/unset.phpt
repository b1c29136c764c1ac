--TEST--
SplFixedArray offsetUnset sets null
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 2]);
$f->offsetUnset(0);
var_dump($f->toArray(), $f->getSize());
?>
--EXPECT--
array(2) {
  [0]=>
  NULL
  [1]=>
  int(2)
}
int(2)
