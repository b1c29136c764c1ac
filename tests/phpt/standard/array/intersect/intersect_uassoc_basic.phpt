--TEST--
array_intersect_uassoc() with a key callback
--FILE--
<?php
var_dump(array_intersect_uassoc(['a' => 1, 'B' => 2], ['b' => 2, 'A' => 3], 'strcasecmp'));
--EXPECT--
array(1) {
  ["B"]=>
  int(2)
}
