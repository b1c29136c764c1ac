--TEST--
array_fill_keys() with mixed keys
--FILE--
<?php
var_dump(array_fill_keys(['a', 5, '7', 1.5, true, null], 0));
--EXPECT--
array(6) {
  ["a"]=>
  int(0)
  [5]=>
  int(0)
  [7]=>
  int(0)
  ["1.5"]=>
  int(0)
  [1]=>
  int(0)
  [""]=>
  int(0)
}
