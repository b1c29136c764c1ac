--TEST--
negative exponents give floats
--FILE--
<?php
var_dump(pow(2, -2), pow(-2, -3), pow(10, -1), pow(1, -5), pow(0, -1));
--EXPECT--
float(0.25)
float(-0.125)
float(0.1)
float(1)
float(INF)
