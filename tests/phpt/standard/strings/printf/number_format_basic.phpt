--TEST--
number_format
--FILE--
<?php
var_dump(number_format(1234567.891), number_format(1234567.891, 2), number_format(1234567.891, 2, ',', '.'), number_format(0.5), number_format(-1234.567, 1), number_format(1234.5, 2, '', ''));
--EXPECT--
string(9) "1,234,568"
string(12) "1,234,567.89"
string(12) "1.234.567,89"
string(1) "1"
string(8) "-1,234.6"
string(6) "123450"
