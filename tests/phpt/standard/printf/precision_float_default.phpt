--TEST--
sprintf default float precision is 6
--FILE--
<?php
var_dump(sprintf('%f', 1/3));
var_dump(sprintf('%.f', 1.7));
var_dump(sprintf('%.1f', 0.05));
var_dump(sprintf('%.1f', 0.15));
var_dump(sprintf('%.2f', 1.005));
--EXPECT--
string(8) "0.333333"
string(8) "1.700000"
string(3) "0.1"
string(3) "0.1"
string(4) "1.00"
