--TEST--
var_dump of nested arrays
--FILE--
<?php
var_dump([1, [2, [3, [4]]], 'k' => ['x' => [], 'y' => [true, false]]]);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    array(2) {
      [0]=>
      int(3)
      [1]=>
      array(1) {
        [0]=>
        int(4)
      }
    }
  }
  ["k"]=>
  array(2) {
    ["x"]=>
    array(0) {
    }
    ["y"]=>
    array(2) {
      [0]=>
      bool(true)
      [1]=>
      bool(false)
    }
  }
}
