--TEST--
round with int input
--FILE--
<?php
var_dump(round(5), round(5, 2), round(15, -1), round(-15, -1), round(PHP_INT_MAX), round(PHP_INT_MAX, -2), round(123456789, -3, PHP_ROUND_HALF_EVEN));
--EXPECT--
float(5)
float(5)
float(20)
float(-20)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(123457000)
