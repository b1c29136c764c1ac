--TEST--
str_starts_with() with null is deprecated
--FILE--
<?php
var_dump(str_starts_with(null, ""));
--EXPECTF--

Deprecated: str_starts_with(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(true)
