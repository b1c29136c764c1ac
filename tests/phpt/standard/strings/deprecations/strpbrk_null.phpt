--TEST--
strpbrk() with null is deprecated
--FILE--
<?php
var_dump(strpbrk(null, "a"));
--EXPECTF--

Deprecated: strpbrk(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
bool(false)
