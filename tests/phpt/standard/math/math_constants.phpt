--TEST--
math constants
--FILE--
<?php
var_dump(M_PI);
var_dump(M_E);
var_dump(M_SQRT2);
var_dump(PHP_ROUND_HALF_UP, PHP_ROUND_HALF_DOWN, PHP_ROUND_HALF_EVEN, PHP_ROUND_HALF_ODD);
--EXPECT--
float(3.141592653589793)
float(2.718281828459045)
float(1.4142135623730951)
int(1)
int(2)
int(3)
int(4)
