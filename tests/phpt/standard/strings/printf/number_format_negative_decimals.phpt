--TEST--
number_format with negative decimals
--FILE--
<?php
var_dump(number_format(1234.5678, -2), number_format(1234.5678, -1), number_format(5, -3));
--EXPECT--
string(5) "1,235"
string(5) "1,235"
string(1) "5"
