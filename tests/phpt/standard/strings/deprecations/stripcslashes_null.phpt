--TEST--
stripcslashes() with null is deprecated
--FILE--
<?php
var_dump(stripcslashes(null));
--EXPECTF--

Deprecated: stripcslashes(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
