--TEST--
ctype_space() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_space(" \t\n\r\v\f"));
var_dump(ctype_space(" x "));
var_dump(ctype_space(''));
var_dump(ctype_space("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
