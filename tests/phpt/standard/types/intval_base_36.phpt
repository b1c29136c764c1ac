--TEST--
intval with base 36
--FILE--
<?php
var_dump(intval('z', 36));
var_dump(intval('ZZ', 36));
var_dump(intval('hello', 36));
--EXPECT--
int(35)
int(1295)
int(29234652)
