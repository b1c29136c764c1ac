--TEST--
intdiv rounds toward zero and rejects PHP_INT_MIN / -1
--FILE--
<?php
var_dump(intdiv(7, 2), intdiv(-7, 2), intdiv(7, -2), intdiv(PHP_INT_MIN, 1));
try { intdiv(PHP_INT_MIN, -1); } catch (ArithmeticError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(3)
int(-3)
int(-3)
int(-9223372036854775808)
Division of PHP_INT_MIN by -1 is not an integer
