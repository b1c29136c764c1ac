--TEST--
NUL delimiter
--FILE--
<?php
var_dump(preg_match("\0a\0", 'a'));
--EXPECTF--

Warning: preg_match(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2
bool(false)
