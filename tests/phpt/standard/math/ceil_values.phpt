--TEST--
ceil of many values
--FILE--
<?php
foreach ([1.2, -1.2, 1.0, -0.5, 0.0, 5, -5, "3.1", 1e20, -1e-20, INF, NAN] as $v) var_dump(ceil($v));
--EXPECT--
float(2)
float(-1)
float(1)
float(-0)
float(0)
float(5)
float(-5)
float(4)
float(1.0E+20)
float(-0)
float(INF)
float(NAN)
