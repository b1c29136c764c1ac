--TEST--
sprintf %b binary
--FILE--
<?php
var_dump(sprintf('%b', 5));
var_dump(sprintf('%b', 0));
var_dump(sprintf('%b', 255));
var_dump(sprintf('%b', -1));
var_dump(sprintf('%08b', 5));
--EXPECT--
string(3) "101"
string(1) "0"
string(8) "11111111"
string(64) "1111111111111111111111111111111111111111111111111111111111111111"
string(8) "00000101"
