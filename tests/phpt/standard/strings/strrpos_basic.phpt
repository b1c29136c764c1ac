--TEST--
strrpos finds the last occurrence
--FILE--
<?php
var_dump(strrpos('hello world', 'o'));
var_dump(strrpos('abcabc', 'abc'));
var_dump(strrpos('abcabc', 'a', -4));
var_dump(strrpos('abc', 'x'));
--EXPECT--
int(7)
int(3)
int(0)
bool(false)
