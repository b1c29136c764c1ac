--TEST--
intval with bases
--FILE--
<?php
var_dump(intval("42", 8), intval("0x1A", 16), intval("0x1A", 0), intval("012", 0), intval("0b11", 0), intval("0b11", 2), intval("z", 36), intval("12", 3), intval("-0x1A", 16), intval(" 0x1A", 0));
--EXPECT--
int(34)
int(26)
int(26)
int(10)
int(3)
int(3)
int(35)
int(5)
int(-26)
int(26)
