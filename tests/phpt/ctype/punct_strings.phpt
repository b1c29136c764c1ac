--TEST--
ctype_punct() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_punct('!@#$%^&*()'));
var_dump(ctype_punct('!a'));
var_dump(ctype_punct(''));
var_dump(ctype_punct("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
