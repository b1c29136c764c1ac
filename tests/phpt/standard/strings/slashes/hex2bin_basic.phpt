--TEST--
hex2bin
--FILE--
<?php
var_dump(hex2bin("616263"), bin2hex(hex2bin("00ff10")), hex2bin(""), hex2bin("4A4b"));
--EXPECT--
string(3) "abc"
string(6) "00ff10"
string(0) ""
string(2) "JK"
