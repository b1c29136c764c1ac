--TEST--
array_change_key_case() collisions keep the last value at the first place
--FILE--
<?php
var_dump(array_change_key_case(['a' => 1, 'B' => 2, 'A' => 3, 'b' => 4]));
--EXPECT--
array(2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(4)
}
