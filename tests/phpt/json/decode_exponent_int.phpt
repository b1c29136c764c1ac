--TEST--
an integer with exponent is a float
--FILE--
<?php
var_dump(json_decode('1e0'), json_decode('-0e5'), json_decode('10E-1'), json_decode('[1E400]'));
--EXPECT--
float(1)
float(-0)
float(1)
array(1) {
  [0]=>
  float(INF)
}
