--TEST--
Bitwise with mixed operand types converts to int
--FILE--
<?php
var_dump("12" & 10, 12.9 | 0, "3" << "2", true | 2, null ^ 5);
--EXPECTF--

Deprecated: Implicit conversion from float 12.9 to int loses precision in %s on line 2
int(8)
int(12)
int(12)
int(3)
int(5)
