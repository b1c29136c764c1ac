--TEST--
a bad pattern gives null without calling back
--FILE--
<?php
var_dump(preg_replace_callback('/(/', function ($m) { echo "called\n"; return ''; }, 'a'));
--EXPECTF--

Warning: preg_replace_callback(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
NULL
