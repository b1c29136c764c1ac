--TEST--
a bad pattern
--FILE--
<?php
var_dump(preg_split('/(/', 'abc'));
--EXPECTF--

Warning: preg_split(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
bool(false)
