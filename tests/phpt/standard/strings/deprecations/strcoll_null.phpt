--TEST--
strcoll() with null is deprecated
--FILE--
<?php
var_dump(strcoll("a", null) < 0);
--EXPECTF--

Deprecated: strcoll(): Passing null to parameter #2 ($string2) of type string is deprecated in %s on line 2
bool(false)
