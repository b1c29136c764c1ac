--TEST--
sprintf %g with precision and exponents
--FILE--
<?php
var_dump(sprintf('%.2g', 1234));
var_dump(sprintf('%.10g', 1/3));
var_dump(sprintf('%g', 1e-5));
var_dump(sprintf('%g', 1e-4));
var_dump(sprintf('%G', 1.5e20));
var_dump(sprintf('%g', -0.0));
--EXPECT--
string(6) "1.2e+3"
string(12) "0.3333333333"
string(6) "1.0e-5"
string(6) "0.0001"
string(7) "1.5E+20"
string(2) "-0"
