--TEST--
float bases
--FILE--
<?php
var_dump(pow(2.0, 3), pow(1.5, 2), pow(-1.5, 3), pow(0.5, 0.5), pow(-8.0, 1/3), pow(INF, 0), pow(NAN, 0));
--EXPECT--
float(8)
float(2.25)
float(-3.375)
float(0.7071067811865476)
float(NAN)
float(1)
float(1)
