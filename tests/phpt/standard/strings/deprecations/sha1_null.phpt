--TEST--
sha1() with null is deprecated
--FILE--
<?php
var_dump(sha1(null));
--EXPECTF--

Deprecated: sha1(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(40) "da39a3ee5e6b4b0d3255bfef95601890afd80709"
