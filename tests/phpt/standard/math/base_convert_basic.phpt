--TEST--
base_convert
--FILE--
<?php
var_dump(base_convert("ff", 16, 2), base_convert("255", 10, 16), base_convert("zz", 36, 10), base_convert("777", 8, 2), base_convert("0", 10, 36), base_convert("", 10, 2));
--EXPECT--
string(8) "11111111"
string(2) "ff"
string(4) "1295"
string(9) "111111111"
string(1) "0"
string(1) "0"
