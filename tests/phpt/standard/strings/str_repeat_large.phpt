--TEST--
str_repeat result length
--FILE--
<?php
var_dump(strlen(str_repeat('abc', 1000)));
var_dump(substr(str_repeat('xyz', 5), -4));
--EXPECT--
int(3000)
string(4) "zxyz"
