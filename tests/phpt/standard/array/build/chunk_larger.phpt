--TEST--
array_chunk() with a size larger than the array
--FILE--
<?php
var_dump(array_chunk([1, 2], 10));
--EXPECT--
array(1) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
