--TEST--
ctype_xdigit() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_xdigit('0123456789abcdefABCDEF'));
var_dump(ctype_xdigit('abcg'));
var_dump(ctype_xdigit(''));
var_dump(ctype_xdigit("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
