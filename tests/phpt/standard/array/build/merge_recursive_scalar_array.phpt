--TEST--
array_merge_recursive() scalar then array
--FILE--
<?php
var_dump(array_merge_recursive(['a' => 'x'], ['a' => ['y', 'k' => 'z']]));
--EXPECT--
array(1) {
  ["a"]=>
  array(3) {
    [0]=>
    string(1) "x"
    [1]=>
    string(1) "y"
    ["k"]=>
    string(1) "z"
  }
}
