--TEST--
ctype_digit() with an object names its class
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_digit(new stdClass));
?>
--EXPECTF--

Deprecated: ctype_digit(): Argument of type stdClass will be interpreted as string in the future in %s on line 2
bool(false)
