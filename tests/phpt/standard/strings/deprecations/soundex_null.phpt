--TEST--
soundex() with null is deprecated
--FILE--
<?php
var_dump(soundex(null));
--EXPECTF--

Deprecated: soundex(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(4) "0000"
