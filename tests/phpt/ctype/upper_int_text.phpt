--TEST--
ctype_upper() with ints outside -128..255 taken as text
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_upper(256));
var_dump(ctype_upper(1000));
var_dump(ctype_upper(-129));
var_dump(ctype_upper(PHP_INT_MAX));
?>
--EXPECTF--

Deprecated: ctype_upper(): Argument of type int will be interpreted as string in the future in %s on line 2
bool(false)

Deprecated: ctype_upper(): Argument of type int will be interpreted as string in the future in %s on line 3
bool(false)

Deprecated: ctype_upper(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)

Deprecated: ctype_upper(): Argument of type int will be interpreted as string in the future in %s on line 5
bool(false)
