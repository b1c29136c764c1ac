--TEST--
range, array_keys, array_values, in_array
--FILE--
<?php
var_dump(range(1, 5), range('a', 'e', 2), range(5, 1, 2), range(0, 1, 0.25));
var_dump(array_values(['x' => 1, 'y' => 2]));
var_dump(in_array("1", [1, 2]), in_array("1", [1, 2], true), in_array(0, ["a"]), in_array(null, [0]));
--EXPECT--
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
  [4]=>
  int(5)
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "c"
  [2]=>
  string(1) "e"
}
array(3) {
  [0]=>
  int(5)
  [1]=>
  int(3)
  [2]=>
  int(1)
}
array(5) {
  [0]=>
  float(0)
  [1]=>
  float(0.25)
  [2]=>
  float(0.5)
  [3]=>
  float(0.75)
  [4]=>
  float(1)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(true)
bool(false)
bool(false)
bool(true)
