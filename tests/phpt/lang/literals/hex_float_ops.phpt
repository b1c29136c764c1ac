--TEST--
Hex literal arithmetic stays int
--FILE--
<?php
var_dump(0x10 + 0b10 + 010 + 10);
var_dump(0x7FFFFFFFFFFFFFFF + 1);
--EXPECT--
int(36)
float(9.223372036854776E+18)
