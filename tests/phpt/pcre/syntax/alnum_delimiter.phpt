--TEST--
alphanumeric delimiter
--FILE--
<?php
var_dump(preg_match('abca', 'b'));
var_dump(preg_match('1a1', 'a'));
--EXPECTF--

Warning: preg_match(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2
bool(false)

Warning: preg_match(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 3
bool(false)
