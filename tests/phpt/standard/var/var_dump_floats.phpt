--TEST--
var_dump of floats
--FILE--
<?php
var_dump(0.1 + 0.2, 1e100, -1.5e-10, 1.0, -0.0, 123456789012345678.0, 1e15, 1e21);
--EXPECT--
float(0.30000000000000004)
float(1.0E+100)
float(-1.5E-10)
float(1)
float(-0)
float(1.2345678901234568E+17)
float(1000000000000000)
float(1.0E+21)
