--TEST--
array_intersect_assoc() compares keys and values
--FILE--
<?php
var_dump(array_intersect_assoc(['a' => 'g', 'b' => 'r', 0 => 'x'], ['a' => 'g', 'b' => 'y', 0 => 'x']));
--EXPECT--
array(2) {
  ["a"]=>
  string(1) "g"
  [0]=>
  string(1) "x"
}
