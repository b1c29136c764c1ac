--TEST--
ctype_punct() with ints outside -128..255 taken as text
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_punct(256));
var_dump(ctype_punct(1000));
var_dump(ctype_punct(-129));
var_dump(ctype_punct(PHP_INT_MAX));
?>
--EXPECTF--

Deprecated: ctype_punct(): Argument of type int will be interpreted as string in the future in %s on line 2
bool(false)

Deprecated: ctype_punct(): Argument of type int will be interpreted as string in the future in %s on line 3
bool(false)

Deprecated: ctype_punct(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)

Deprecated: ctype_punct(): Argument of type int will be interpreted as string in the future in %s on line 5
bool(false)
