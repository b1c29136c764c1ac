--TEST--
dechex, decbin, decoct
--FILE--
<?php
var_dump(dechex(255), dechex(0), dechex(-1), dechex(PHP_INT_MAX), decbin(10), decbin(-1), decoct(8), decoct(-8));
--EXPECT--
string(2) "ff"
string(1) "0"
string(16) "ffffffffffffffff"
string(16) "7fffffffffffffff"
string(4) "1010"
string(64) "1111111111111111111111111111111111111111111111111111111111111111"
string(2) "10"
string(22) "1777777777777777777770"
