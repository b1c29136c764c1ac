--TEST--
stristr() with null is deprecated
--FILE--
<?php
var_dump(stristr(null, "a"));
--EXPECTF--

Deprecated: stristr(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(false)
