--TEST--
strtr with two strings
--FILE--
<?php
var_dump(strtr("Hi all", "ai", "eo"), strtr("abc", "ab", "xyz"), strtr("abc", "abc", "x"), strtr("abc", "", "x"));
--EXPECT--
string(6) "Ho ell"
string(3) "xyc"
string(3) "xbc"
string(3) "abc"
