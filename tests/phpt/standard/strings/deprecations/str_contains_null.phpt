--TEST--
str_contains() with null is deprecated
--FILE--
<?php
var_dump(str_contains(null, ""));
--EXPECTF--

Deprecated: str_contains(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(true)
