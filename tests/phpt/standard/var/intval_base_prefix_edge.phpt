--TEST--
intval prefixes without digits
--FILE--
<?php
var_dump(intval("0x", 16), intval("0b", 0), intval("0", 0), intval("08", 0), intval("0o17", 8), intval("0o17", 0), intval("0B11", 0), intval("0X1f", 0));
--EXPECT--
int(0)
int(0)
int(0)
int(0)
int(0)
int(0)
int(3)
int(31)
