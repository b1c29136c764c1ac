--TEST--
number forms
--FILE--
<?php
foreach (['0', '-0', '-0.0', '1e2', '1E2', '1e+2', '1e-2', '2.5E-3', '12345678901234567', '0.1', '-1.5e300', '1e400', '-1e400'] as $s) var_dump(json_decode($s));
--EXPECT--
int(0)
int(0)
float(-0)
float(100)
float(100)
float(100)
float(0.01)
float(0.0025)
int(12345678901234567)
float(0.1)
float(-1.5E+300)
float(INF)
float(-INF)
