--TEST--
pattern warnings go through set_error_handler
--FILE--
<?php
set_error_handler(function ($no, $msg) { echo "handler: $no $msg\n"; return true; });
var_dump(preg_match('/(/', 'a'));
var_dump(preg_replace('x', 'y', 'z'));
--EXPECT--
handler: 2 preg_match(): Compilation failed: missing closing parenthesis at offset 1
bool(false)
handler: 2 preg_replace(): Delimiter must not be alphanumeric, backslash, or NUL
NULL
