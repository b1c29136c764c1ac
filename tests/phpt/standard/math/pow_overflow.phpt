--TEST--
pow integer overflow turns into float
--FILE--
<?php
var_dump(pow(2, 63));
var_dump(pow(2, 64));
var_dump(pow(-2, 63));
var_dump(pow(10, 19));
var_dump(PHP_INT_MAX ** 2);
--EXPECT--
float(9.223372036854776E+18)
float(1.8446744073709552E+19)
int(-9223372036854775808)
float(1.0E+19)
float(8.507059173023462E+37)
