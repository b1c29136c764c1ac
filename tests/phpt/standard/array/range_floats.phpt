--TEST--
range with floats
--FILE--
<?php
var_dump(range(0, 1, 0.25));
var_dump(range(0.5, 2.5));
var_dump(range(1, 0, 0.5));
--EXPECT--
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
array(3) {
  [0]=>
  float(0.5)
  [1]=>
  float(1.5)
  [2]=>
  float(2.5)
}
array(3) {
  [0]=>
  float(1)
  [1]=>
  float(0.5)
  [2]=>
  float(0)
}
