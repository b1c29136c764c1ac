--TEST--
number_format rounding
--FILE--
<?php
var_dump(number_format(2.5), number_format(3.5), number_format(-2.5), number_format(1.005, 2), number_format(0.129, 2), number_format(-0.4));
--EXPECT--
string(1) "3"
string(1) "4"
string(2) "-3"
string(4) "1.01"
string(4) "0.13"
string(1) "0"
