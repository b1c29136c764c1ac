--TEST--
ctype_alpha() with a reference variable
--INI--
extension=ctype
--FILE--
<?php
$a = 'abc';
$r = &$a;
var_dump(ctype_alpha($r));
$b = [65];
foreach ($b as &$v) var_dump(ctype_alpha($v));
?>
--EXPECTF--
bool(true)

Deprecated: ctype_alpha(): Argument of type int will be interpreted as string in the future in %s on line 6
bool(true)
