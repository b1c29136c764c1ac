--TEST--
ctype_alnum() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_alnum('abc123'));
var_dump(ctype_alnum('abc 123'));
var_dump(ctype_alnum(''));
var_dump(ctype_alnum("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
