--TEST--
strtr() with null is deprecated
--FILE--
<?php
var_dump(strtr(null, "a", "b"));
--EXPECTF--

Deprecated: strtr(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
