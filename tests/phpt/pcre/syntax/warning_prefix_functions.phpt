--TEST--
warnings name the calling function
--FILE--
<?php
var_dump(preg_match_all('/(/', 'a'));
var_dump(preg_replace('/(/', 'b', 'a'));
var_dump(preg_filter('/(/', 'b', 'a'));
var_dump(preg_replace_callback('/(/', fn($m) => 'x', 'a'));
var_dump(preg_replace_callback_array(['/(/' => fn($m) => 'x'], 'a'));
var_dump(preg_split('/(/', 'a'));
var_dump(preg_grep('/(/', ['a']));
--EXPECTF--

Warning: preg_match_all(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 2
bool(false)

Warning: preg_replace(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 3
NULL

Warning: preg_filter(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 4
NULL

Warning: preg_replace_callback(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 5
NULL

Warning: preg_replace_callback_array(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 6
NULL

Warning: preg_split(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 7
bool(false)

Warning: preg_grep(): Compilation failed: missing closing parenthesis at offset 1 in %s on line 8
bool(false)
