--TEST--
array_uintersect_assoc() with a value callback
--FILE--
<?php
var_dump(array_uintersect_assoc(['a' => 'x', 'b' => 'Y'], ['a' => 'X', 'b' => 'z'], 'strcasecmp'));
--EXPECT--
array(1) {
  ["a"]=>
  string(1) "x"
}
