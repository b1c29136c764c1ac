--TEST--
floor and ceil of large and integer-valued inputs
--FILE--
<?php
var_dump(floor(PHP_INT_MAX));
var_dump(ceil(1e300));
var_dump(floor(-0.0));
var_dump(ceil(-0.4));
--EXPECT--
float(9.223372036854776E+18)
float(1.0E+300)
float(-0)
float(-0)
