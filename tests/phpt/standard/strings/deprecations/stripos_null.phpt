--TEST--
stripos() with null is deprecated
--FILE--
<?php
var_dump(stripos(null, "a"));
--EXPECTF--

Deprecated: stripos(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(false)
