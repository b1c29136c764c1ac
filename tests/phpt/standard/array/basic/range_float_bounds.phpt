--TEST--
range() with float bounds
--FILE--
<?php
var_dump(range(1.5, 4));
var_dump(range(2, -1.5));
--EXPECT--
array(3) {
  [0]=>
  float(1.5)
  [1]=>
  float(2.5)
  [2]=>
  float(3.5)
}
array(4) {
  [0]=>
  float(2)
  [1]=>
  float(1)
  [2]=>
  float(0)
  [3]=>
  float(-1)
}
