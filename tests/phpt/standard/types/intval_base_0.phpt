--TEST--
intval with base 0 detects the prefix
--FILE--
<?php
var_dump(intval('0x1A', 0));
var_dump(intval('0X1a', 0));
var_dump(intval('012', 0));
var_dump(intval('0b101', 0));
var_dump(intval('0o17', 0));
var_dump(intval('42', 0));
var_dump(intval('-0x10', 0));
--EXPECT--
int(26)
int(26)
int(10)
int(5)
int(0)
int(42)
int(-16)
