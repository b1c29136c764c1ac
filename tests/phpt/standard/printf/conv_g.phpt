--TEST--
sprintf %g and %G general
--FILE--
<?php
var_dump(sprintf('%g', 0.00001234));
var_dump(sprintf('%G', 0.00001234));
var_dump(sprintf('%g', 123456789.0));
var_dump(sprintf('%g', 100000));
var_dump(sprintf('%g', 1000000));
var_dump(sprintf('%g', 1.5));
var_dump(sprintf('%.3g', 3.14159));
var_dump(sprintf('%g', 0));
--EXPECT--
string(8) "1.234e-5"
string(8) "1.234E-5"
string(10) "1.23457e+8"
string(6) "100000"
string(6) "1.0e+6"
string(3) "1.5"
string(4) "3.14"
string(1) "0"
