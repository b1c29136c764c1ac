--TEST--
Bitwise operators on ints
--FILE--
<?php
var_dump(6 & 3, 6 | 3, 6 ^ 3, ~6, 1 << 3, -16 >> 2, 1 << 63, 1 << 64, PHP_INT_MIN >> 63);
--EXPECT--
int(2)
int(7)
int(5)
int(-7)
int(8)
int(-4)
int(-9223372036854775808)
int(0)
int(-1)
