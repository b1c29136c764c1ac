--TEST--
rounding tiny values
--FILE--
<?php
var_dump(round(1.23e-5, 6), round(5.5e-10, 10), round(-4.4e-7, 7), round(0.000005, 5));
--EXPECT--
float(1.2E-5)
float(6.0E-10)
float(-4.0E-7)
float(1.0E-5)
