--TEST--
sprintf %u of negative numbers
--FILE--
<?php
var_dump(sprintf('%u', 5));
var_dump(sprintf('%u', -1));
var_dump(sprintf('%u', -123));
--EXPECT--
string(1) "5"
string(20) "18446744073709551615"
string(20) "18446744073709551493"
