--TEST--
Numeric strings in arithmetic
--FILE--
<?php
var_dump("10" + 5, "1.5" + 1, " 12" + 1, "12 " + 1, "1e3" + 0, "0x1A" + 0);
--EXPECTF--

Warning: A non-numeric value encountered in %s on line 2
int(15)
float(2.5)
int(13)
int(13)
float(1000)
int(0)
