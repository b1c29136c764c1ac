--TEST--
hex2bin() with null is deprecated
--FILE--
<?php
var_dump(hex2bin(null));
--EXPECTF--

Deprecated: hex2bin(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
