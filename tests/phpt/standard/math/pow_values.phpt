--TEST--
pow with ints and floats
--FILE--
<?php
var_dump(pow(2, 10), pow(2, -1), pow(-2, 3), pow(2, 63), pow(2, 62), pow(0, 0), pow(0.0, -1), pow(-8, 1/3), pow(4, 0.5), pow("3", "2"), pow(10, 20));
--EXPECT--
int(1024)
float(0.5)
int(-8)
float(9.223372036854776E+18)
int(4611686018427387904)
int(1)
float(INF)
float(NAN)
float(2)
int(9)
float(1.0E+20)
