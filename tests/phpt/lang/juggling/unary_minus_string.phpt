--TEST--
Unary minus on strings
--FILE--
<?php
var_dump(-"5", -"-5", -"1.5", +"1e3", -"0");
try { var_dump(-"abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(-"3 pigs");
--EXPECTF--
int(-5)
int(5)
float(-1.5)
float(1000)
int(0)
Unsupported operand types: string * int

Warning: A non-numeric value encountered in %s on line 4
int(-3)
