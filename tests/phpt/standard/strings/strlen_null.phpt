--TEST--
strlen(null) is deprecated
--FILE--
<?php
var_dump(strlen(null));
--EXPECTF--

Deprecated: strlen(): Passing null to parameter #1 ($string) of type string is deprecated in %s on line 2
int(0)
