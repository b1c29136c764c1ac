--TEST--
Passing null to a non-nullable builtin parameter is deprecated
--FILE--
<?php
var_dump(strlen(null));
var_dump(str_repeat(null, 2));
--EXPECTF--

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
int(0)

Deprecated: str_repeat(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 3
string(0) ""
