--TEST--
Integer overflow in multiplication becomes float
--FILE--
<?php
var_dump(PHP_INT_MAX * 2);
var_dump(4611686018427387904 * 2);
var_dump(4611686018427387904 * -2);
var_dump(-PHP_INT_MAX * 3);
var_dump(PHP_INT_MIN * -1);
--EXPECT--
float(1.8446744073709552E+19)
float(9.223372036854776E+18)
int(-9223372036854775808)
float(-2.7670116110564327E+19)
float(9.223372036854776E+18)
