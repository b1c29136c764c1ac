--TEST--
intval with an invalid base
--FILE--
<?php
var_dump(intval('10', 1));
var_dump(intval('10', 37));
var_dump(intval('10', -5));
--EXPECT--
int(0)
int(0)
int(0)
