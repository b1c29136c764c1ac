--TEST--
array_merge_recursive() merges string keys into arrays
--FILE--
<?php
var_dump(array_merge_recursive(['a' => 1, 'b' => 2], ['a' => 3, 'c' => 4]));
--EXPECT--
array(3) {
  ["a"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(3)
  }
  ["b"]=>
  int(2)
  ["c"]=>
  int(4)
}
