--TEST--
backslash delimiter
--FILE--
<?php
var_dump(preg_match('\\a\\', 'a'));
--EXPECTF--

Warning: preg_match(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2
bool(false)
