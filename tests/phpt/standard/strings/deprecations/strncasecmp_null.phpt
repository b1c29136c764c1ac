--TEST--
strncasecmp() with null is deprecated
--FILE--
<?php
var_dump(strncasecmp("a", null, 1));
--EXPECTF--

Deprecated: strncasecmp(): Passing null to parameter #2 ($string2) of type string is deprecated in %s on line 2
int(1)
