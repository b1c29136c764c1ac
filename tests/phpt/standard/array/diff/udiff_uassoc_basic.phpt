--TEST--
array_udiff_uassoc() with two callbacks
--FILE--
<?php
var_dump(array_udiff_uassoc(['a' => 'x', 'b' => 'Y'], ['A' => 'X', 'b' => 'z'], 'strcasecmp', 'strcasecmp'));
--EXPECT--
array(1) {
  ["b"]=>
  string(1) "Y"
}
