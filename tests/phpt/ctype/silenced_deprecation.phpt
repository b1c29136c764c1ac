--TEST--
ctype_digit() int deprecation under @ and error_reporting
--INI--
extension=ctype
--FILE--
<?php
var_dump(@ctype_digit(53));
error_reporting(E_ALL & ~E_DEPRECATED);
var_dump(ctype_digit(53));
?>
--EXPECT--
bool(true)
bool(true)
