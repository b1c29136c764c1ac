--TEST--
ctype_graph() with ints outside -128..255 taken as text
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_graph(256));
var_dump(ctype_graph(1000));
var_dump(ctype_graph(-129));
var_dump(ctype_graph(PHP_INT_MAX));
?>
--EXPECTF--

Deprecated: ctype_graph(): Argument of type int will be interpreted as string in the future in %s on line 2
bool(true)

Deprecated: ctype_graph(): Argument of type int will be interpreted as string in the future in %s on line 3
bool(true)

Deprecated: ctype_graph(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(true)

Deprecated: ctype_graph(): Argument of type int will be interpreted as string in the future in %s on line 5
bool(true)
