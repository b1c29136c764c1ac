--TEST--
hexdec/octdec/bindec skip 0x/0o/0b prefixes silently
--FILE--
<?php
var_dump(hexdec("0x1A"), octdec("0o17"), bindec("0b101"), hexdec(" ff "), hexdec("1g"), bindec("0B11"), octdec("0O7"), hexdec("0X10"));
var_dump(hexdec("ffffffffffffffffff"), bindec(str_repeat("1", 70)));
--EXPECTF--

Deprecated: Invalid characters passed for attempted conversion, these have been ignored in %s on line 2
int(26)
int(15)
int(5)
int(255)
int(1)
int(3)
int(7)
int(16)
float(4.722366482869645E+21)
float(1.1805916207174113E+21)
