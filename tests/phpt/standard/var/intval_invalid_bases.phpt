--TEST--
intval with unusual bases
--FILE--
<?php
var_dump(intval("10", 1), intval("10", 37), intval("10", -16), intval("z", 35));
--EXPECT--
int(0)
int(0)
int(0)
int(0)
