--TEST--
@ silences pattern warnings
--FILE--
<?php
var_dump(@preg_match('/(/', 'a'));
var_dump(error_get_last()['message']);
--EXPECT--
bool(false)
string(73) "preg_match(): Compilation failed: missing closing parenthesis at offset 1"
