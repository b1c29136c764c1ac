--TEST--
intval with base 16
--FILE--
<?php
var_dump(intval('ff', 16));
var_dump(intval('0xff', 16));
var_dump(intval('FFz', 16));
var_dump(intval('ffffffffffffffff', 16));
--EXPECT--
int(255)
int(255)
int(255)
int(9223372036854775807)
