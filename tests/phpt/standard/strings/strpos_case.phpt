--TEST--
strpos is case-sensitive, stripos is not
--FILE--
<?php
var_dump(strpos('Hello', 'h'));
var_dump(stripos('Hello', 'h'));
var_dump(stripos('HELLO', 'llo'));
--EXPECT--
bool(false)
int(0)
int(2)
