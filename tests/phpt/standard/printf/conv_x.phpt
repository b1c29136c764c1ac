--TEST--
sprintf %x and %X hexadecimal
--FILE--
<?php
var_dump(sprintf('%x', 255));
var_dump(sprintf('%X', 255));
var_dump(sprintf('%x', -1));
var_dump(sprintf('%04X', 10));
var_dump(sprintf('%x', '3735928559'));
--EXPECT--
string(2) "ff"
string(2) "FF"
string(16) "ffffffffffffffff"
string(4) "000A"
string(8) "deadbeef"
