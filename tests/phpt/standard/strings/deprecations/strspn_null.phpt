--TEST--
strspn() with null is deprecated
--FILE--
<?php
var_dump(strspn(null, "a"));
--EXPECTF--

Deprecated: strspn(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
int(0)
