--TEST--
sscanf() with null is deprecated
--FILE--
<?php
var_dump(sscanf(null, "%d"));
--EXPECTF--

Deprecated: sscanf(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
NULL
