--TEST--
similar_text() with null is deprecated
--FILE--
<?php
var_dump(similar_text(null, "a"));
--EXPECTF--

Deprecated: similar_text(): Passing null to parameter #1 ($string1) of type string is deprecated in %s on line 2
int(0)
