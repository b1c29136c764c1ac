--TEST--
base64_encode() with null is deprecated
--FILE--
<?php
var_dump(base64_encode(null));
--EXPECTF--

Deprecated: base64_encode(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
