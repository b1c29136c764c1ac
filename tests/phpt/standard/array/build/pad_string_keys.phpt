--TEST--
array_pad() keeps string keys, renumbers int keys
--FILE--
<?php
var_dump(array_pad(['a' => 1, 5 => 2], 4, null));
var_dump(array_pad(['a' => 1, 5 => 2], -4, null));
--EXPECT--
array(4) {
  ["a"]=>
  int(1)
  [0]=>
  int(2)
  [1]=>
  NULL
  [2]=>
  NULL
}
array(4) {
  [0]=>
  NULL
  [1]=>
  NULL
  ["a"]=>
  int(1)
  [2]=>
  int(2)
}
