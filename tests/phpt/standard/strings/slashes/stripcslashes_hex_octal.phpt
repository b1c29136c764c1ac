--TEST--
stripcslashes hex and octal
--FILE--
<?php
var_dump(stripcslashes('\x41\x4a\x4Z\x'), stripcslashes('\101\60\0601'), bin2hex(stripcslashes('\0\400')));
--EXPECT--
string(5) "AJZx"
string(4) "A001"
string(4) "0000"
