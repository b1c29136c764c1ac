--TEST--
addcslashes with ranges and control characters
--FILE--
<?php
var_dump(addcslashes("abc\n\t\r\x07\x0b\x08\x0c\x01\xff", "\0..\37\177..\377"));
var_dump(addcslashes("hello world", "a..z"));
--EXPECT--
string(25) "abc\n\t\r\a\v\b\f\001\377"
string(21) "\h\e\l\l\o \w\o\r\l\d"
