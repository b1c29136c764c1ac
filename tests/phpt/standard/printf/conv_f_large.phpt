--TEST--
sprintf %f with large values and high precision
--FILE--
<?php
var_dump(sprintf('%f', 1e20));
var_dump(sprintf('%.20f', 0.1));
var_dump(sprintf('%.60f', 1.0));
var_dump(sprintf('%f', PHP_INT_MAX));
--EXPECTF--
string(28) "100000000000000000000.000000"
string(22) "0.10000000000000000555"

Notice: sprintf(): Requested precision of 60 digits was truncated to PHP maximum of 53 digits in %s on line 4
string(55) "1.00000000000000000000000000000000000000000000000000000"
string(26) "9223372036854775808.000000"
