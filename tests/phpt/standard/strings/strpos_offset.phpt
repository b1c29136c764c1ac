--TEST--
strpos with a positive offset
--FILE--
<?php
var_dump(strpos('hello world', 'o', 5));
var_dump(strpos('hello world', 'o', 8));
var_dump(strpos('abcabc', 'a', 1));
var_dump(strpos('abc', 'c', 3));
--EXPECT--
int(7)
bool(false)
int(3)
bool(false)
