--TEST--
sprintf ' flag sets a custom padding character
--FILE--
<?php
var_dump(sprintf("%'*10s", 'abc'));
var_dump(sprintf("%-'*10s", 'abc'));
var_dump(sprintf("%'.10d", 42));
var_dump(sprintf("%'#10.2f", 3.14159));
var_dump(sprintf("%'010d", -42));
--EXPECT--
string(10) "*******abc"
string(10) "abc*******"
string(10) "........42"
string(10) "######3.14"
string(10) "-000000042"
