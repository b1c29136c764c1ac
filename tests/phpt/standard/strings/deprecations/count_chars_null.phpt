--TEST--
count_chars() with null is deprecated
--FILE--
<?php
var_dump(count_chars(null, 3));
--EXPECTF--

Deprecated: count_chars(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
string(0) ""
