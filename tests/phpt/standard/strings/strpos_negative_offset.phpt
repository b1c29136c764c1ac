--TEST--
strpos with a negative offset
--FILE--
<?php
var_dump(strpos('abcabc', 'a', -3));
var_dump(strpos('abcabc', 'a', -2));
var_dump(strpos('abcabc', 'c', -1));
var_dump(strpos('abcabc', 'abc', -6));
--EXPECT--
int(3)
bool(false)
int(5)
int(0)
