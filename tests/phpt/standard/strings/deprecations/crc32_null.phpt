--TEST--
crc32() with null is deprecated
--FILE--
<?php
var_dump(crc32(null));
--EXPECTF--

Deprecated: crc32(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
int(0)
