--TEST--
hex2bin with an odd length
--FILE--
<?php
var_dump(hex2bin("abc"));
--EXPECTF--

Warning: hex2bin(): Hexadecimal input string must have an even length in %s on line 2
bool(false)
