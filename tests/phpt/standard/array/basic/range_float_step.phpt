--TEST--
range() with a float step
--FILE--
<?php
var_dump(range(0, 1, 0.25));
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
