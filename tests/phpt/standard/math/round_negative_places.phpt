--TEST--
negative precision
--FILE--
<?php
foreach ([1234567.891, -1234567.891, 15, 25, -25, 150, 1.5e15] as $v) var_dump(round($v, -1), round($v, -2), round($v, -3));
--EXPECT--
float(1234570)
float(1234600)
float(1235000)
float(-1234570)
float(-1234600)
float(-1235000)
float(20)
float(0)
float(0)
float(30)
float(0)
float(0)
float(-30)
float(-0)
float(-0)
float(150)
float(200)
float(0)
float(1500000000000000)
float(1500000000000000)
float(1500000000000000)
