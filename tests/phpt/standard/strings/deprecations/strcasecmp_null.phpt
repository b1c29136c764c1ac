--TEST--
strcasecmp() with null is deprecated
--FILE--
<?php
var_dump(strcasecmp(null, "a"));
--EXPECTF--

Deprecated: strcasecmp(): Passing null to parameter #1 ($string1) of type string is deprecated in %s on line 2
int(-1)
