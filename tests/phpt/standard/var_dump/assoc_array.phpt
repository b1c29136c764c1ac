--TEST--
var_dump of an array with string keys
--FILE--
<?php
var_dump(['a' => 1, 'b' => 'two', 'c' => null]);
--EXPECT--
array(3) {
  ["a"]=>
  int(1)
  ["b"]=>
  string(3) "two"
  ["c"]=>
  NULL
}
