--TEST--
number_format of zero and negative zero
--FILE--
<?php
var_dump(number_format(0));
var_dump(number_format(0, 2));
var_dump(number_format(-0.0, 2));
--EXPECT--
string(1) "0"
string(4) "0.00"
string(4) "0.00"
