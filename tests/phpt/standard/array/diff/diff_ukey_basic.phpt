--TEST--
array_diff_ukey() with a key callback
--FILE--
<?php
var_dump(array_diff_ukey(['a' => 1, 'B' => 2, 'c' => 3], ['b' => 0, 'C' => 0], 'strcasecmp'));
--EXPECT--
array(1) {
  ["a"]=>
  int(1)
}
