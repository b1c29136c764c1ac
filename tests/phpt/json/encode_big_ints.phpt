--TEST--
integers near the limits
--FILE--
<?php
var_dump(json_encode([PHP_INT_MAX, PHP_INT_MIN, -1, 0]));
--EXPECT--
string(47) "[9223372036854775807,-9223372036854775808,-1,0]"
