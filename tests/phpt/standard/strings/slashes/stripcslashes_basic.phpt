--TEST--
stripcslashes escape sequences
--FILE--
<?php
var_dump(stripcslashes('a\nb\tc\\\\d'), bin2hex(stripcslashes('\a\v\b\f\r')));
--EXPECT--
string(7) "a
b	c\d"
string(10) "070b080c0d"
