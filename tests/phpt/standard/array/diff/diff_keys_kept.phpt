--TEST--
array_diff() keeps keys of the first array
--FILE--
<?php
var_dump(array_diff(['x' => 'a', 'y' => 'b', 5 => 'c'], ['b']));
--EXPECT--
array(2) {
  ["x"]=>
  string(1) "a"
  [5]=>
  string(1) "c"
}
