--TEST--
large precisions
--FILE--
<?php
var_dump(round(1.23456789, 20), round(0.1 + 0.2, 15), round(1e-10, 12), round(3.14159, 100), round(3.14159, -100), round(1e300, -300));
--EXPECT--
float(1.23456789)
float(0.3)
float(1.0E-10)
float(3.14159)
float(0)
float(1.0E+300)
