--TEST--
ctype_alpha() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_alpha('abcXYZ'));
var_dump(ctype_alpha('abc1'));
var_dump(ctype_alpha(''));
var_dump(ctype_alpha("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
