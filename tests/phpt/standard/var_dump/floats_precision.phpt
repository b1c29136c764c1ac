--TEST--
var_dump of floats uses shortest round-trip representation
--FILE--
<?php
var_dump(0.1 + 0.2);
var_dump(1/3);
var_dump(2/3);
var_dump(1e15);
var_dump(1e16);
var_dump(123456789012345678.0);
var_dump(1.5e-7);
var_dump(0.0001);
var_dump(0.00001);
--EXPECT--
float(0.30000000000000004)
float(0.3333333333333333)
float(0.6666666666666666)
float(1000000000000000)
float(10000000000000000)
float(1.2345678901234568E+17)
float(1.5E-7)
float(0.0001)
float(1.0E-5)
