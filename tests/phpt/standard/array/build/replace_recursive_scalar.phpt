--TEST--
array_replace_recursive() array replaced by scalar and back
--FILE--
<?php
var_dump(array_replace_recursive(['a' => [1], 'b' => 2], ['a' => 'x', 'b' => [3]]));
--EXPECT--
array(2) {
  ["a"]=>
  string(1) "x"
  ["b"]=>
  array(1) {
    [0]=>
    int(3)
  }
}
