--TEST--
hex2bin with non-hex characters
--FILE--
<?php
var_dump(hex2bin("zz"), hex2bin("0g"));
--EXPECTF--

Warning: hex2bin(): Input string must be hexadecimal string in %s on line 2

Warning: hex2bin(): Input string must be hexadecimal string in %s on line 2
bool(false)
bool(false)
