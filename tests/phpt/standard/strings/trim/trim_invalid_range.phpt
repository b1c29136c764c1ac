--TEST--
trim warns about bad ranges
--FILE--
<?php
var_dump(trim("abc", "..c"));
var_dump(trim("abc", "a.."));
var_dump(trim("cba", "c..a"));
var_dump(trim("abc", "a...c"));
--EXPECTF--

Warning: trim(): Invalid '..'-range, no character to the left of '..' in %s on line 2
string(2) "ab"

Warning: trim(): Invalid '..'-range, no character to the right of '..' in %s on line 3
string(2) "bc"

Warning: trim(): Invalid '..'-range, '..'-range needs to be incrementing in %s on line 4
string(1) "b"
string(0) ""
