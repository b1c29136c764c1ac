--TEST--
strcmp with null is deprecated
--FILE--
<?php
var_dump(strcmp(null, ""));
--EXPECTF--

Deprecated: strcmp(): Passing null to parameter #1 ($string1) of type string is deprecated in %s on line 2
int(0)
