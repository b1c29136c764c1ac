--TEST--
array_chunk() drops string keys by default
--FILE--
<?php
var_dump(array_chunk(['a' => 1, 'b' => 2, 'c' => 3], 2));
--EXPECT--
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(1) {
    [0]=>
    int(3)
  }
}
