--TEST--
substr_compare() with null is deprecated
--FILE--
<?php
var_dump(substr_compare(null, "", 0));
--EXPECTF--

Deprecated: substr_compare(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
int(0)
