--TEST--
intdiv results
--FILE--
<?php
var_dump(intdiv(7, 2), intdiv(-7, 2), intdiv(7, -2), intdiv(-7, -2), intdiv(0, 5), intdiv(PHP_INT_MIN, 1), intdiv(PHP_INT_MAX, -1));
--EXPECT--
int(3)
int(-3)
int(-3)
int(3)
int(0)
int(-9223372036854775808)
int(-9223372036854775807)
