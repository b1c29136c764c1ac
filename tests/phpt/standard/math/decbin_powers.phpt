--TEST--
decbin and decoct of powers
--FILE--
<?php
var_dump(decbin(1024), decoct(512), dechex(4096), decbin(PHP_INT_MIN), decoct(PHP_INT_MIN), dechex(PHP_INT_MIN));
--EXPECT--
string(11) "10000000000"
string(4) "1000"
string(4) "1000"
string(64) "1000000000000000000000000000000000000000000000000000000000000000"
string(22) "1000000000000000000000"
string(16) "8000000000000000"
