--TEST--
str_pad default pads on the right with spaces
--FILE--
<?php
var_dump(str_pad('abc', 6));
var_dump(str_pad('abc', 6, '-'));
var_dump(str_pad('abc', 2));
var_dump(str_pad('abc', -5));
var_dump(str_pad('', 3, '*'));
--EXPECT--
string(6) "abc   "
string(6) "abc---"
string(3) "abc"
string(3) "abc"
string(3) "***"
