--TEST--
strstr() with null is deprecated
--FILE--
<?php
var_dump(strstr(null, "a"));
--EXPECTF--

Deprecated: strstr(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(false)
