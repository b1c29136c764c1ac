--TEST--
strncmp() with null is deprecated
--FILE--
<?php
var_dump(strncmp(null, "a", 1));
--EXPECTF--

Deprecated: strncmp(): Passing null to parameter #1 ($string1) of type string is deprecated in %s on line 2
int(-1)
