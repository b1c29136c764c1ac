--TEST--
array_keys returns keys in order
--FILE--
<?php
var_dump(array_keys(['a' => 1, 5 => 2, 'c' => 3]));
var_dump(array_keys([]));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  int(5)
  [2]=>
  string(1) "c"
}
array(0) {
}
