--TEST--
number_format of integers
--FILE--
<?php
var_dump(number_format(1000));
var_dump(number_format(100));
var_dump(number_format(12345, 1));
var_dump(number_format(1000000, 0, '.', "'"));
--EXPECT--
string(5) "1,000"
string(3) "100"
string(8) "12,345.0"
string(9) "1'000'000"
