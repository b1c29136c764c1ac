--TEST--
Float output uses shortest round-trip form in var_dump
--FILE--
<?php
var_dump(0.1 + 0.2);
var_dump(1/3);
var_dump(1e100);
var_dump(1.0);
var_dump(123456789012345678.0);
var_dump(1.5e-7);
var_dump(-1.25e20);
--EXPECT--
float(0.30000000000000004)
float(0.3333333333333333)
float(1.0E+100)
float(1)
float(1.2345678901234568E+17)
float(1.5E-7)
float(-1.25E+20)
