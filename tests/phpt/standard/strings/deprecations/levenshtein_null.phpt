--TEST--
levenshtein() with null is deprecated
--FILE--
<?php
var_dump(levenshtein(null, "a"));
--EXPECTF--

Deprecated: levenshtein(): Passing null to parameter #1 ($string1) of type string is deprecated in %s on line 2
int(1)
