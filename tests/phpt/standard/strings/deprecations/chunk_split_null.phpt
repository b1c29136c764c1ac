--TEST--
chunk_split() with null is deprecated
--FILE--
<?php
var_dump(chunk_split(null));
--EXPECTF--

Deprecated: chunk_split(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(2) "
"
