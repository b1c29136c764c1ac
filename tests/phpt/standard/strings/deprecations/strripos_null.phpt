--TEST--
strripos() with null is deprecated
--FILE--
<?php
var_dump(strripos(null, "a"));
--EXPECTF--

Deprecated: strripos(): Passing null to parameter #1 ($haystack) of type string is deprecated in %s on line 2
bool(false)
