--TEST--
a bad pattern gives null
--FILE--
<?php
var_dump(preg_replace('/(/', 'x', 'abc'));
var_dump(preg_last_error());
--EXPECTF--

Warning: preg_replace(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
NULL
int(1)
