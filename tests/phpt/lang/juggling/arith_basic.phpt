--TEST--
Basic arithmetic operators
--FILE--
<?php
var_dump(7 + 3, 7 - 3, 7 * 3, 7 / 2, 6 / 3, 7 % 3, -7 % 3, 7 % -3, 2 ** 3, 2 ** 0.5, -7 / 2);
--EXPECT--
int(10)
int(4)
int(21)
float(3.5)
int(2)
int(1)
int(-1)
int(1)
int(8)
float(1.4142135623730951)
float(-3.5)
