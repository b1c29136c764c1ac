--TEST--
str_ends_with() with null is deprecated
--FILE--
<?php
var_dump(str_ends_with("a", null));
--EXPECTF--

Deprecated: str_ends_with(): Passing null to parameter #2 ($needle) of type string is deprecated in %s on line 2
bool(true)
