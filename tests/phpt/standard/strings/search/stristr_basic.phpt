--TEST--
stristr
--FILE--
<?php
var_dump(stristr("HayStack", "st"), stristr("HayStack", "ST", true), stristr("abc", "X"), stristr("ABC", "b"));
--EXPECT--
string(5) "Stack"
string(3) "Hay"
bool(false)
string(2) "BC"
