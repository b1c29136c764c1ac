--TEST--
abs of floats
--FILE--
<?php
var_dump(abs(-1.5), abs(-0.0), abs(INF), abs(-INF), abs(NAN), abs(PHP_INT_MIN), abs("-5"), abs("-5.5"));
--EXPECT--
float(1.5)
float(0)
float(INF)
float(INF)
float(NAN)
float(9.223372036854776E+18)
int(5)
float(5.5)
