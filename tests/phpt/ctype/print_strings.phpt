--TEST--
ctype_print() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_print('a b!~'));
var_dump(ctype_print("a\tb"));
var_dump(ctype_print(''));
var_dump(ctype_print("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
