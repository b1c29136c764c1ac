--TEST--
sprintf %f and %F fixed-point
--FILE--
<?php
var_dump(sprintf('%f', 1.5));
var_dump(sprintf('%F', 1.5));
var_dump(sprintf('%.2f', 3.14159));
var_dump(sprintf('%.0f', 2.5));
var_dump(sprintf('%.0f', 3.5));
var_dump(sprintf('%f', -0.0));
var_dump(sprintf('%.3f', '12.3456abc'));
--EXPECT--
string(8) "1.500000"
string(8) "1.500000"
string(4) "3.14"
string(1) "2"
string(1) "4"
string(8) "0.000000"
string(6) "12.346"
