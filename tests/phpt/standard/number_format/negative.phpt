--TEST--
number_format of negative numbers
--FILE--
<?php
var_dump(number_format(-1234.567, 2));
var_dump(number_format(-0.001, 2));
var_dump(number_format(-1234567));
var_dump(number_format(-0.5));
--EXPECT--
string(9) "-1,234.57"
string(4) "0.00"
string(10) "-1,234,567"
string(2) "-1"
