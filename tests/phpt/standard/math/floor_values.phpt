--TEST--
floor of many values
--FILE--
<?php
foreach ([1.8, -1.8, 2.0, -0.5, 0.5, 7, "-3.1", 1e20, 1e-20, -INF] as $v) var_dump(floor($v));
--EXPECT--
float(1)
float(-2)
float(2)
float(-1)
float(0)
float(7)
float(-4)
float(1.0E+20)
float(0)
float(-INF)
