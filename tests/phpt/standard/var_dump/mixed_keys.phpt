--TEST--
var_dump of an array with mixed and negative keys
--FILE--
<?php
var_dump([5 => 'a', 'x' => 'b', -3 => 'c', 'd', '10' => 'e', '010' => 'f']);
--EXPECT--
array(6) {
  [5]=>
  string(1) "a"
  ["x"]=>
  string(1) "b"
  [-3]=>
  string(1) "c"
  [6]=>
  string(1) "d"
  [10]=>
  string(1) "e"
  ["010"]=>
  string(1) "f"
}
