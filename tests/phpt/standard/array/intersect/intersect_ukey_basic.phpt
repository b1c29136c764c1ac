--TEST--
array_intersect_ukey() with a key callback
--FILE--
<?php
var_dump(array_intersect_ukey(['a' => 1, 'B' => 2, 'c' => 3], ['b' => 0, 'C' => 0], 'strcasecmp'));
--EXPECT--
array(2) {
  ["B"]=>
  int(2)
  ["c"]=>
  int(3)
}
