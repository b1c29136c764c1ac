--TEST--
ctype_upper() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_upper('ABCZ'));
var_dump(ctype_upper('ABcZ'));
var_dump(ctype_upper(''));
var_dump(ctype_upper("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
