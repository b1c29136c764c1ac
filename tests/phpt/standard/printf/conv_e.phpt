--TEST--
sprintf %e and %E scientific
--FILE--
<?php
var_dump(sprintf('%e', 1234.5678));
var_dump(sprintf('%E', 1234.5678));
var_dump(sprintf('%.2e', 0.000123));
var_dump(sprintf('%e', 0));
var_dump(sprintf('%.0e', 12345));
var_dump(sprintf('%e', -1.5));
--EXPECT--
string(11) "1.234568e+3"
string(11) "1.234568E+3"
string(7) "1.23e-4"
string(11) "0.000000e+0"
string(4) "1e+4"
string(12) "-1.500000e+0"
