--TEST--
array_uintersect() with strcasecmp
--FILE--
<?php
var_dump(array_uintersect(['a' => 'A', 'b' => 'B', 'c' => 'C'], ['a', 'c'], 'strcasecmp'));
--EXPECT--
array(2) {
  ["a"]=>
  string(1) "A"
  ["c"]=>
  string(1) "C"
}
