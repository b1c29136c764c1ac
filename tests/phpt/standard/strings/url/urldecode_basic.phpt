--TEST--
urldecode
--FILE--
<?php
var_dump(urldecode("a+b%26c%3Dd"), urldecode("%zz%4"), urldecode("%41%42%4a%4A"), urldecode("100%"), urldecode("%2"));
--EXPECT--
string(7) "a b&c=d"
string(5) "%zz%4"
string(4) "ABJJ"
string(4) "100%"
string(2) "%2"
