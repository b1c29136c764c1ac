--TEST--
serialize of scalars
--FILE--
<?php
var_dump(serialize(null), serialize(true), serialize(false), serialize(0), serialize(-7), serialize(PHP_INT_MAX), serialize(PHP_INT_MIN), serialize("abc"), serialize(""));
--EXPECT--
string(2) "N;"
string(4) "b:1;"
string(4) "b:0;"
string(4) "i:0;"
string(5) "i:-7;"
string(22) "i:9223372036854775807;"
string(23) "i:-9223372036854775808;"
string(10) "s:3:"abc";"
string(7) "s:0:"";"
