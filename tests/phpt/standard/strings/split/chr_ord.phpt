--TEST--
chr and ord
--FILE--
<?php
var_dump(chr(65), chr(321), chr(-1), ord("A"), ord(""), ord("\xff"), ord("abc"), bin2hex(chr(256)), bin2hex(chr(0)));
--EXPECT--
string(1) "A"
string(1) "A"
string(1) "ÿ"
int(65)
int(0)
int(255)
int(97)
string(2) "00"
string(2) "00"
