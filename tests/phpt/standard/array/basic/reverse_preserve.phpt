--TEST--
array_reverse() with preserve_keys
--FILE--
<?php
var_dump(array_reverse(['a' => 1, 2, 3, 'b' => 4], true));
--EXPECT--
array(4) {
  ["b"]=>
  int(4)
  [1]=>
  int(3)
  [0]=>
  int(2)
  ["a"]=>
  int(1)
}
