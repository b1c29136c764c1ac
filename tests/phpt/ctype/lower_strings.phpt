--TEST--
ctype_lower() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_lower('abcz'));
var_dump(ctype_lower('abcZ'));
var_dump(ctype_lower(''));
var_dump(ctype_lower("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
