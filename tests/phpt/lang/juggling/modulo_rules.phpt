--TEST--
Modulo converts operands to int
--FILE--
<?php
var_dump(7.9 % 3, -7.9 % 3, "8" % "3", 10 % 3.5, PHP_INT_MIN % -1, 5 % 1);
--EXPECTF--

Deprecated: Implicit conversion from float 7.9 to int loses precision in %s on line 2

Deprecated: Implicit conversion from float -7.9 to int loses precision in %s on line 2

Deprecated: Implicit conversion from float 3.5 to int loses precision in %s on line 2
int(1)
int(-1)
int(2)
int(1)
int(0)
int(0)
