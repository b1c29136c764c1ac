--TEST--
strcspn() with null is deprecated
--FILE--
<?php
var_dump(strcspn(null, "a"));
--EXPECTF--

Deprecated: strcspn(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
int(0)
