--TEST--
strnatcmp() with null is deprecated
--FILE--
<?php
var_dump(strnatcmp(null, "a"));
--EXPECTF--

Deprecated: strnatcmp(): Passing null to parameter #1 ($string1) of type string is deprecated in %s on line 2
int(-1)
