--TEST--
results past PHP_INT_MAX
--FILE--
<?php
var_dump(base_convert("ffffffffffffffffffff", 16, 10), base_convert("9223372036854775807", 10, 16), base_convert("9223372036854775808", 10, 16), base_convert("zzzzzzzzzzzzzzz", 36, 2));
--EXPECT--
string(25) "1208925819614629446642046"
string(16) "7fffffffffffffff"
string(16) "8000000000000000"
string(64) "0111000011110010100111100010111001000000000000000000000000000000"
