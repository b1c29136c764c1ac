--TEST--
sprintf %g forms
--FILE--
<?php
var_dump(sprintf("%g %g %g %g %g %G", 100000, 1000000, 0.0001, 0.00001, 123456789, 1.5e-10));
--EXPECT--
string(46) "100000 1.0e+6 0.0001 1.0e-5 1.23457e+8 1.5E-10"
