--TEST--
sprintf %d with large floats
--FILE--
<?php
var_dump(sprintf('%d', 1e30));
var_dump(sprintf('%d', -1e30));
var_dump(sprintf('%d', NAN));
var_dump(sprintf('%d', 9.2233720368547758E+18));
--EXPECT--
string(19) "5076964154930102272"
string(20) "-5076964154930102272"
string(1) "0"
string(20) "-9223372036854775808"
