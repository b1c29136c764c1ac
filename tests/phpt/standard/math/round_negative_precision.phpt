--TEST--
round with negative precision
--FILE--
<?php
var_dump(round(1234.5678, -2));
var_dump(round(1250, -2));
var_dump(round(-1250, -2));
var_dump(round(1234, -5));
var_dump(round(5, -1));
var_dump(round(PHP_INT_MAX, -2));
--EXPECT--
float(1200)
float(1300)
float(-1300)
float(0)
float(10)
float(9.223372036854776E+18)
