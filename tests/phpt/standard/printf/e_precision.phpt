--TEST--
sprintf %e with various precisions
--FILE--
<?php
var_dump(sprintf('%.10e', 1/3));
var_dump(sprintf('%.1E', 9.99));
var_dump(sprintf('%e', 1e-300));
var_dump(sprintf('%e', 1e300));
--EXPECT--
string(15) "3.3333333333e-1"
string(6) "1.0E+1"
string(13) "1.000000e-300"
string(13) "1.000000e+300"
