--TEST--
array_intersect() keeps values found in all arrays
--FILE--
<?php
var_dump(array_intersect(['a' => 'green', 'red', 'blue', 'red'], ['b' => 'green', 'yellow', 'red'], ['red', 'green']));
--EXPECT--
array(3) {
  ["a"]=>
  string(5) "green"
  [0]=>
  string(3) "red"
  [2]=>
  string(3) "red"
}
