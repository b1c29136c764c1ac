--TEST--
compilation failure: missing closing parenthesis
--FILE--
<?php
var_dump(preg_match('/(a/', 'a'));
var_dump(preg_match('/a(b(c)/', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: missing closing parenthesis at offset 2 in %s on line 2
bool(false)

Warning: preg_match(): Compilation failed: missing closing parenthesis at offset 6 in %s on line 3
bool(false)
