--TEST--
Negating PHP_INT_MIN gives a float
--FILE--
<?php
$m = PHP_INT_MIN;
var_dump(-$m);
var_dump(abs($m));
var_dump(0 - $m);
--EXPECT--
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(9.223372036854776E+18)
