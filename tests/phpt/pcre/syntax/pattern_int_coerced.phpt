--TEST--
a non-string pattern argument is converted
--FILE--
<?php
var_dump(preg_match(123, '123'));
--EXPECTF--

Warning: preg_match(): Delimiter must not be alphanumeric, backslash, or NUL in %s on line 2
bool(false)
