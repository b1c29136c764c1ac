--TEST--
array_slice() with a null length
--FILE--
<?php
var_dump(array_slice([1, 2, 3], 1, null));
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
