--TEST--
array_chunk() splits a list
--FILE--
<?php
var_dump(array_chunk([1, 2, 3, 4, 5], 2));
--EXPECT--
array(3) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    int(4)
  }
  [2]=>
  array(1) {
    [0]=>
    int(5)
  }
}
