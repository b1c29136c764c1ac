--TEST--
array_merge_recursive() with three arrays
--FILE--
<?php
var_dump(array_merge_recursive(['k' => 1], ['k' => 2], ['k' => [3, 4]]));
--EXPECT--
array(1) {
  ["k"]=>
  array(4) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
    [3]=>
    int(4)
  }
}
