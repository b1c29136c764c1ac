--TEST--
str_split() with null is deprecated
--FILE--
<?php
var_dump(str_split(null));
--EXPECTF--

Deprecated: str_split(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
array(0) {
}
