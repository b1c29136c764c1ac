--TEST--
str_pad() with null is deprecated
--FILE--
<?php
var_dump(str_pad(null, 3));
--EXPECTF--

Deprecated: str_pad(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(3) "   "
