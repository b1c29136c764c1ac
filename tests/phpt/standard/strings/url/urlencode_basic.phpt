--TEST--
urlencode
--FILE--
<?php
var_dump(urlencode("a b&c=d/e?f~g.h-i_j"), urlencode(""), urlencode("\x00\xff\n"), urlencode("ü"));
--EXPECT--
string(29) "a+b%26c%3Dd%2Fe%3Ff%7Eg.h-i_j"
string(0) ""
string(9) "%00%FF%0A"
string(6) "%C3%BC"
