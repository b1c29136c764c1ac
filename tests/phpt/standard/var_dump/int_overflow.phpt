--TEST--
var_dump of integer overflow results
--FILE--
<?php
var_dump(PHP_INT_MAX + 1);
var_dump(PHP_INT_MIN - 1);
var_dump(PHP_INT_MAX * 2);
var_dump(-PHP_INT_MIN);
--EXPECT--
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(1.8446744073709552E+19)
float(9.223372036854776E+18)
