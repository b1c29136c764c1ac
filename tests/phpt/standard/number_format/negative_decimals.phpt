--TEST--
number_format with negative decimals
--FILE--
<?php
var_dump(number_format(1234.5678, -2));
var_dump(number_format(1250, -2));
var_dump(number_format(1234.5678, -5));
--EXPECT--
string(5) "1,235"
string(5) "1,250"
string(5) "1,235"
