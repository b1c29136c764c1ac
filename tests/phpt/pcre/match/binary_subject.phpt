--TEST--
subjects with NUL bytes and high bytes
--FILE--
<?php
var_dump(preg_match("/\\x00(.)\\xff/", "a\0b\xff", $m), bin2hex($m[1]));
var_dump(preg_match("/[\x80-\xff]+/", "ab\x80\x90c", $m), bin2hex($m[0]));
--EXPECT--
int(1)
string(2) "62"
int(1)
string(4) "8090"
