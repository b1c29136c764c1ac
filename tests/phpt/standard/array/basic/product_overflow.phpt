--TEST--
array_product() overflowing to float
--FILE--
<?php
var_dump(array_product([PHP_INT_MAX, 2]));
var_dump(array_product([2 ** 32, 2 ** 31]));
--EXPECT--
float(1.8446744073709552E+19)
int(-9223372036854775808)
