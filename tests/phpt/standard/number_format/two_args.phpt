--TEST--
number_format with decimals
--FILE--
<?php
var_dump(number_format(1234567.891, 2));
var_dump(number_format(1234.5, 3));
var_dump(number_format(0.125, 2));
var_dump(number_format(1.005, 2));
var_dump(number_format(100, 2));
--EXPECT--
string(12) "1,234,567.89"
string(9) "1,234.500"
string(4) "0.13"
string(4) "1.01"
string(6) "100.00"
