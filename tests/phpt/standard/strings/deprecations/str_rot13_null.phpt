--TEST--
str_rot13() with null is deprecated
--FILE--
<?php
var_dump(str_rot13(null));
--EXPECTF--

Deprecated: str_rot13(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
