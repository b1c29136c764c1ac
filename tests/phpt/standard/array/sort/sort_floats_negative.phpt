--TEST--
sort() with negative floats and ints
--FILE--
<?php
$a = [-1.5, 3, -10, 0.0, -0.0, 2.25, -2];
sort($a);
var_dump($a);
--EXPECT--
array(7) {
  [0]=>
  int(-10)
  [1]=>
  int(-2)
  [2]=>
  float(-1.5)
  [3]=>
  float(0)
  [4]=>
  float(-0)
  [5]=>
  float(2.25)
  [6]=>
  int(3)
}
