--TEST--
number_format rounding and separators
--FILE--
<?php
var_dump(number_format(1234567.891), number_format(1234567.891, 2), number_format(1234.5678, 2, ',', '.'), number_format(0.5), number_format(-1234.567, 1), number_format(-0.4));
--EXPECT--
string(9) "1,234,568"
string(12) "1,234,567.89"
string(8) "1.234,57"
string(1) "1"
string(8) "-1,234.6"
string(1) "0"
