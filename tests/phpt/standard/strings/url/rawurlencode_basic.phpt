--TEST--
rawurlencode
--FILE--
<?php
var_dump(rawurlencode("a b&c=d/e?f~g.h-i_j"), rawurlencode("foo @+%/"), rawurlencode("\x00\xff"));
--EXPECT--
string(29) "a%20b%26c%3Dd%2Fe%3Ff~g.h-i_j"
string(18) "foo%20%40%2B%25%2F"
string(6) "%00%FF"
