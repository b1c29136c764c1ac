--TEST--
array_merge_recursive() with null values
--FILE--
<?php
var_dump(array_merge_recursive(['a' => null], ['a' => 1]));
var_dump(array_merge_recursive(['a' => 1], ['a' => null]));
--EXPECT--
array(1) {
  ["a"]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    int(1)
  }
}
array(1) {
  ["a"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    NULL
  }
}
