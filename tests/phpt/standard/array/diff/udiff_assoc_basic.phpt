--TEST--
array_udiff_assoc() with a value callback
--FILE--
<?php
var_dump(array_udiff_assoc(['a' => 'x', 'b' => 'Y', 'c' => 'z'], ['a' => 'X', 'b' => 'q', 'C' => 'z'], 'strcasecmp'));
--EXPECT--
array(2) {
  ["b"]=>
  string(1) "Y"
  ["c"]=>
  string(1) "z"
}
