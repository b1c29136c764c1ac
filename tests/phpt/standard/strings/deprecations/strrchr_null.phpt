--TEST--
strrchr() with null is deprecated
--FILE--
<?php
var_dump(strrchr(null, "a"));
--EXPECTF--

Deprecated: strrchr(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(false)
