--TEST--
ctype_cntrl() with strings
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_cntrl("\n\t\r"));
var_dump(ctype_cntrl("\nx"));
var_dump(ctype_cntrl(''));
var_dump(ctype_cntrl("\x80\xff"));
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
