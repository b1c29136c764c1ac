--TEST--
SplFixedArray setSize grows and shrinks
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 2, 3, 4]);
var_dump($f->setSize(2));
var_dump($f->toArray());
$f->setSize(4);
var_dump($f->toArray());
?>
--EXPECT--
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  NULL
  [3]=>
  NULL
}
