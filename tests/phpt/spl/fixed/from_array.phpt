--TEST--
SplFixedArray::fromArray
--FILE--
<?php
$f = SplFixedArray::fromArray([1, 2, 3]);
var_dump($f->toArray());
$f = SplFixedArray::fromArray([3 => 'c', 1 => 'a']);
var_dump($f->toArray());
$f = SplFixedArray::fromArray([3 => 'c', 1 => 'a'], false);
var_dump($f->toArray());
var_dump(SplFixedArray::fromArray([])->getSize());
?>
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(4) {
  [0]=>
  NULL
  [1]=>
  string(1) "a"
  [2]=>
  NULL
  [3]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(1) "c"
  [1]=>
  string(1) "a"
}
int(0)
