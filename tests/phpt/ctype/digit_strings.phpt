--TEST--
ctype_digit() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_digit('0123456789'));
var_dump(ctype_digit('12.5'));
var_dump(ctype_digit(''));
var_dump(ctype_digit("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
