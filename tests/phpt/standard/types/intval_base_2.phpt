--TEST--
intval with base 2
--FILE--
<?php
var_dump(intval('101', 2));
var_dump(intval('0b101', 2));
var_dump(intval('102', 2));
var_dump(intval('2', 2));
--EXPECT--
int(5)
int(5)
int(2)
int(0)
