--TEST--
sprintf numeric conversions of string arguments
--FILE--
<?php
var_dump(sprintf('%d', '0x1A'));
var_dump(sprintf('%d', '1e3'));
var_dump(sprintf('%d', ' 12'));
var_dump(sprintf('%d', 'abc'));
var_dump(sprintf('%f', '1e3'));
var_dump(sprintf('%x', '255'));
var_dump(sprintf('%s', 007));
--EXPECT--
string(1) "0"
string(4) "1000"
string(2) "12"
string(1) "0"
string(11) "1000.000000"
string(2) "ff"
string(1) "7"
