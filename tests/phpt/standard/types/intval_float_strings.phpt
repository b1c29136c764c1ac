--TEST--
intval of float-formatted strings
--FILE--
<?php
var_dump(intval('3.99'));
var_dump(intval('-3.99'));
var_dump(intval('1e18'));
var_dump(intval('1e19'));
var_dump(intval('.9'));
--EXPECT--
int(3)
int(-3)
int(1000000000000000000)
int(9223372036854775807)
int(0)
