--TEST--
array_diff_key() with several arrays
--FILE--
<?php
var_dump(array_diff_key(['a' => 1, 'b' => 2, 'c' => 3], ['a' => 0], ['c' => 0]));
--EXPECT--
array(1) {
  ["b"]=>
  int(2)
}
