--TEST--
sprintf exponent forms
--FILE--
<?php
var_dump(sprintf("%e %.2e %E %e %e", 0, 123456, -0.000123, 1e-300, 1.5));
--EXPECT--
string(58) "0.000000e+0 1.23e+5 -1.230000E-4 1.000000e-300 1.500000e+0"
