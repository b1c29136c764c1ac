--TEST--
strpos finds the first occurrence
--FILE--
<?php
var_dump(strpos('hello world', 'o'));
var_dump(strpos('hello world', 'world'));
var_dump(strpos('hello world', 'xyz'));
var_dump(strpos('hello', 'h'));
var_dump(strpos('abc', 'abcd'));
--EXPECT--
int(4)
int(6)
bool(false)
int(0)
bool(false)
