--TEST--
min and max compare strings
--FILE--
<?php
var_dump(max('apple', 'banana'));
var_dump(min('10', '9'));
var_dump(max('10', '9a'));
var_dump(max('abc', 0));
var_dump(min('abc', 0));
--EXPECT--
string(6) "banana"
string(1) "9"
string(2) "9a"
string(3) "abc"
int(0)
