--TEST--
array_replace_recursive() merges nested arrays
--FILE--
<?php
var_dump(array_replace_recursive(['a' => [1, 2, 3], 'b' => 'x'], ['a' => [1 => 'B']]));
--EXPECT--
array(2) {
  ["a"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    string(1) "B"
    [2]=>
    int(3)
  }
  ["b"]=>
  string(1) "x"
}
