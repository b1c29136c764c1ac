--TEST--
array_reverse() renumbers int keys
--FILE--
<?php
var_dump(array_reverse(['a' => 1, 2, 3, 'b' => 4]));
--EXPECT--
array(4) {
  ["b"]=>
  int(4)
  [0]=>
  int(3)
  [1]=>
  int(2)
  ["a"]=>
  int(1)
}
