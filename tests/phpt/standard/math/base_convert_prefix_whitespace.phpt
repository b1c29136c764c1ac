--TEST--
prefixes and whitespace
--FILE--
<?php
var_dump(base_convert("0xff", 16, 10), base_convert("0b101", 2, 10), base_convert("0o17", 8, 10), base_convert(" 777 ", 8, 10), base_convert("0x1f", 10, 10));
--EXPECTF--

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 2
string(3) "255"
string(1) "5"
string(2) "15"
string(3) "511"
string(1) "1"
