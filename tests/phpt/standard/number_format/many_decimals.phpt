--TEST--
number_format with many decimals
--FILE--
<?php
var_dump(number_format(0.1, 20));
var_dump(number_format(1/3, 10));
--EXPECT--
string(22) "0.10000000000000000555"
string(12) "0.3333333333"
