--TEST--
array_pad() with a size not larger than the array
--FILE--
<?php
var_dump(array_pad([1, 2, 3], 2, 0));
var_dump(array_pad([1, 2, 3], -3, 0));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
