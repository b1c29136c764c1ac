--TEST--
a bad pattern
--FILE--
<?php
var_dump(preg_grep('/(/', ['a']));
var_dump(preg_last_error());
--EXPECTF--

Warning: preg_grep(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
bool(false)
int(1)
