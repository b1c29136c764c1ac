--TEST--
array_merge_recursive() merges nested arrays
--FILE--
<?php
var_dump(array_merge_recursive(['a' => ['x' => 1, 'y' => [1]]], ['a' => ['x' => 2, 'y' => [2], 'z' => 3]]));
--EXPECT--
array(1) {
  ["a"]=>
  array(3) {
    ["x"]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      int(2)
    }
    ["y"]=>
    array(2) {
      [0]=>
      int(1)
      [1]=>
      int(2)
    }
    ["z"]=>
    int(3)
  }
}
