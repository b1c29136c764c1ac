--TEST--
ctype_* with NUL bytes
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_alpha("a\0b"));
var_dump(ctype_cntrl("\0"));
var_dump(ctype_print("\0"));
?>
--EXPECT--
bool(false)
bool(true)
bool(false)
