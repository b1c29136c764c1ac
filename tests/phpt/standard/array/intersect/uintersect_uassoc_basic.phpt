--TEST--
array_uintersect_uassoc() with two callbacks
--FILE--
<?php
var_dump(array_uintersect_uassoc(['a' => 'x', 'b' => 'Y'], ['A' => 'X', 'b' => 'z'], 'strcasecmp', 'strcasecmp'));
--EXPECT--
array(1) {
  ["a"]=>
  string(1) "x"
}
