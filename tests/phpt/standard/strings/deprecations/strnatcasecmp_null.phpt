--TEST--
strnatcasecmp() with null is deprecated
--FILE--
<?php
var_dump(strnatcasecmp("a", null));
--EXPECTF--

Deprecated: strnatcasecmp(): Passing null to parameter #2 ($string2) of type string is deprecated in %s on line 2
int(1)
