--TEST--
sprintf %d with various inputs
--FILE--
<?php
var_dump(sprintf('%d', 42));
var_dump(sprintf('%d', -42));
var_dump(sprintf('%d', 3.99));
var_dump(sprintf('%d', '12abc'));
var_dump(sprintf('%d', true));
var_dump(sprintf('%d', null));
var_dump(sprintf('%d', PHP_INT_MIN));
--EXPECT--
string(2) "42"
string(3) "-42"
string(1) "3"
string(2) "12"
string(1) "1"
string(1) "0"
string(20) "-9223372036854775808"
