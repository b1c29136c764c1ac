--TEST--
str_repeat() with null is deprecated
--FILE--
<?php
var_dump(str_repeat(null, 2));
--EXPECTF--

Deprecated: str_repeat(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
