--TEST--
nl2br() with null is deprecated
--FILE--
<?php
var_dump(nl2br(null));
--EXPECTF--

Deprecated: nl2br(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
