--TEST--
number_format of large numbers
--FILE--
<?php
var_dump(number_format(PHP_INT_MAX));
var_dump(number_format(1e20));
var_dump(number_format(1e15, 2));
var_dump(number_format(PHP_INT_MIN));
--EXPECT--
string(25) "9,223,372,036,854,775,808"
string(27) "100,000,000,000,000,000,000"
string(24) "1,000,000,000,000,000.00"
string(26) "-9,223,372,036,854,775,808"
