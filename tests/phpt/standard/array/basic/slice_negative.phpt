--TEST--
array_slice() with negative offset and length
--FILE--
<?php
var_dump(array_slice([1, 2, 3, 4, 5], -3, -1));
--EXPECT--
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(4)
}
