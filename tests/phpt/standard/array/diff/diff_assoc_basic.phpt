--TEST--
array_diff_assoc() compares keys and values
--FILE--
<?php
var_dump(array_diff_assoc(['a' => 'g', 'b' => 'r', 0 => 'x', 1 => 'y'], ['a' => 'g', 'b' => 'y', 1 => 'x']));
--EXPECT--
array(3) {
  ["b"]=>
  string(1) "r"
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
