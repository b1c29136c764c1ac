--TEST--
intdiv truncates toward zero
--FILE--
<?php
var_dump(intdiv(7, 2));
var_dump(intdiv(-7, 2));
var_dump(intdiv(7, -2));
var_dump(intdiv(0, 5));
var_dump(intdiv(PHP_INT_MIN, 1));
--EXPECT--
int(3)
int(-3)
int(-3)
int(0)
int(-9223372036854775808)
