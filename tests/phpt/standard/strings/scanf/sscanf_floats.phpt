--TEST--
sscanf floats
--FILE--
<?php
var_dump(sscanf("1.5e3x 2e 3.", "%f %f %f"), sscanf("-.5 +2.25E-2 7", "%f %e %g"), sscanf("1e+", "%f%s"));
--EXPECT--
array(3) {
  [0]=>
  float(1500)
  [1]=>
  NULL
  [2]=>
  NULL
}
array(3) {
  [0]=>
  float(-0.5)
  [1]=>
  float(0.0225)
  [2]=>
  float(7)
}
array(2) {
  [0]=>
  float(1)
  [1]=>
  string(2) "e+"
}
