--TEST--
var_dump of integers including limits
--FILE--
<?php
var_dump(0);
var_dump(-1);
var_dump(42);
var_dump(PHP_INT_MAX);
var_dump(PHP_INT_MIN);
--EXPECT--
int(0)
int(-1)
int(42)
int(9223372036854775807)
int(-9223372036854775808)
