--TEST--
Integer overflow in addition becomes float
--FILE--
<?php
var_dump(PHP_INT_MAX + 1);
var_dump(PHP_INT_MIN - 1);
var_dump(PHP_INT_MAX + PHP_INT_MAX);
var_dump(PHP_INT_MAX - -1);
--EXPECT--
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(1.8446744073709552E+19)
float(9.223372036854776E+18)
