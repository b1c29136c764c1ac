--TEST--
ctype_print() with ints outside -128..255 taken as text
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_print(256));
var_dump(ctype_print(1000));
var_dump(ctype_print(-129));
var_dump(ctype_print(PHP_INT_MAX));
?>
--EXPECTF--

Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 2
bool(true)

Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 3
bool(true)

Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(true)

Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 5
bool(true)
