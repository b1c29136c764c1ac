--TEST--
substr_count() with null is deprecated
--FILE--
<?php
var_dump(substr_count(null, "a"));
--EXPECTF--

Deprecated: substr_count(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
int(0)
