--TEST--
number_format with one argument rounds to an integer with commas
--FILE--
<?php
var_dump(number_format(1234567.891));
var_dump(number_format(0.5));
var_dump(number_format(1.5));
var_dump(number_format(2.5));
var_dump(number_format(-0.4));
var_dump(number_format(999));
--EXPECT--
string(9) "1,234,568"
string(1) "1"
string(1) "2"
string(1) "3"
string(1) "0"
string(3) "999"
