--TEST--
array_intersect_key() keeps keys found in all arrays
--FILE--
<?php
var_dump(array_intersect_key(['a' => 1, 'b' => 2, 0 => 3, 1 => 4], ['a' => 9, '1' => 9], ['a' => 0, 1 => 0]));
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  [1]=>
  int(4)
}
