--TEST--
str_getcsv() with null is deprecated
--FILE--
<?php
var_dump(str_getcsv(null));
--EXPECTF--

Deprecated: str_getcsv(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
array(1) {
  [0]=>
  NULL
}
