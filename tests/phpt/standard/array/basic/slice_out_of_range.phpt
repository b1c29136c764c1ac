--TEST--
array_slice() with offset past the end
--FILE--
<?php
var_dump(array_slice([1, 2], 5));
var_dump(array_slice([1, 2], -5, 1));
--EXPECT--
array(0) {
}
array(1) {
  [0]=>
  int(1)
}
