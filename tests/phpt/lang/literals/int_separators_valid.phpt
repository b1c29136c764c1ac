--TEST--
Underscore separators in all bases
--FILE--
<?php
var_dump(1_000, 0xFF_FF, 0b1010_1010, 0o7_7, 07_7, 1_0.5_0, 1e1_0);
--EXPECT--
int(1000)
int(65535)
int(170)
int(63)
int(63)
float(10.5)
float(10000000000)
