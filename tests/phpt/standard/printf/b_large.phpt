--TEST--
sprintf %b %o %X with PHP_INT_MIN and PHP_INT_MAX
--FILE--
<?php
var_dump(sprintf('%b', PHP_INT_MAX));
var_dump(sprintf('%o', PHP_INT_MIN));
var_dump(sprintf('%X', PHP_INT_MIN));
var_dump(sprintf('%u', PHP_INT_MIN));
--EXPECT--
string(63) "111111111111111111111111111111111111111111111111111111111111111"
string(22) "1000000000000000000000"
string(16) "8000000000000000"
string(19) "9223372036854775808"
