--TEST--
bin2hex() with null is deprecated
--FILE--
<?php
var_dump(bin2hex(null));
--EXPECTF--

Deprecated: bin2hex(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
