--TEST--
array_chunk() with preserve_keys
--FILE--
<?php
var_dump(array_chunk(['a' => 1, 'b' => 2, 'c' => 3], 2, true));
--EXPECT--
array(2) {
  [0]=>
  array(2) {
    ["a"]=>
    int(1)
    ["b"]=>
    int(2)
  }
  [1]=>
  array(1) {
    ["c"]=>
    int(3)
  }
}
