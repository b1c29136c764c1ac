--TEST--
Unary minus and exponent precedence
--FILE--
<?php
var_dump(-2 ** 2);
var_dump((-2) ** 2);
var_dump(-PHP_INT_MAX - 1);
var_dump(- -5);
var_dump(+"-3");
--EXPECT--
int(-4)
int(4)
int(-9223372036854775808)
int(5)
int(-3)
