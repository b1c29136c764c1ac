--TEST--
htmlspecialchars_decode() with null is deprecated
--FILE--
<?php
var_dump(htmlspecialchars_decode(null));
--EXPECTF--

Deprecated: htmlspecialchars_decode(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
