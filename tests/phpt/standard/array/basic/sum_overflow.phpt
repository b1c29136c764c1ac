--TEST--
array_sum() overflowing to float
--FILE--
<?php
var_dump(array_sum([PHP_INT_MAX, 1]));
var_dump(array_sum([PHP_INT_MIN, -1]));
--EXPECT--
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
