--TEST--
array_slice() keeps string keys
--FILE--
<?php
var_dump(array_slice(['a' => 1, 5 => 2, 'b' => 3, 9 => 4], 1));
--EXPECT--
array(3) {
  [0]=>
  int(2)
  ["b"]=>
  int(3)
  [1]=>
  int(4)
}
