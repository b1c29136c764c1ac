--TEST--
array_diff_key() compares keys
--FILE--
<?php
var_dump(array_diff_key(['a' => 1, 'b' => 2, 0 => 3, 1 => 4], ['a' => 9, '1' => 9]));
--EXPECT--
array(2) {
  ["b"]=>
  int(2)
  [0]=>
  int(3)
}
