--TEST--
intval with a base argument
--FILE--
<?php
var_dump(intval("42"), intval("0x1A", 16), intval("0x1A", 0), intval("012", 0), intval("012"), intval("101", 2), intval("0b11", 0), intval("z", 36), intval(42.99), intval("  12 "), intval(null));
--EXPECT--
int(42)
int(26)
int(26)
int(10)
int(12)
int(5)
int(3)
int(35)
int(42)
int(12)
int(0)
