--TEST--
array_diff_uassoc() with a key callback and string values
--FILE--
<?php
var_dump(array_diff_uassoc(['a' => 1, 'B' => 2, 'c' => 3], ['b' => '2', 'C' => 4], 'strcasecmp'));
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  ["c"]=>
  int(3)
}
