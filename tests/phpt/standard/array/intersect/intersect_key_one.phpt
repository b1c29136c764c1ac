--TEST--
array_intersect_key() with one array
--FILE--
<?php
var_dump(array_intersect_key(['a' => 1]));
--EXPECT--
array(1) {
  ["a"]=>
  int(1)
}
