--TEST--
strip_tags() with null is deprecated
--FILE--
<?php
var_dump(strip_tags(null));
--EXPECTF--

Deprecated: strip_tags(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
