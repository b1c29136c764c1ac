--TEST--
ctype_digit() under strict_types with an int
--INI--
extension=ctype
--FILE--
<?php
declare(strict_types=1);
var_dump(ctype_digit(5));
var_dump(ctype_digit('5'));
?>
--EXPECTF--

Deprecated: ctype_digit(): Argument of type int will be interpreted as string in the future in %s on line 3
bool(false)
bool(true)
