--TEST--
addcslashes warns about bad ranges
--FILE--
<?php
var_dump(addcslashes("abc", "..b"));
var_dump(addcslashes("abc", "a.."));
var_dump(addcslashes("abc", "c..a"));
var_dump(addcslashes("a.b", "a..b..c"));
--EXPECTF--

Warning: addcslashes(): Invalid '..'-range, no character to the left of '..' in %s on line 2
string(4) "a\bc"

Warning: addcslashes(): Invalid '..'-range, no character to the right of '..' in %s on line 3
string(4) "\abc"

Warning: addcslashes(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 4
string(5) "\ab\c"

Warning: addcslashes(): Invalid '..'-range in %s on line 5
string(6) "\a\.\b"
