--TEST--
urldecode() with null is deprecated
--FILE--
<?php
var_dump(urldecode(null));
--EXPECTF--

Deprecated: urldecode(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
