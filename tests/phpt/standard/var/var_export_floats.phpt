--TEST--
var_export of floats
--FILE--
<?php
var_export([1.0, 0.1, -0.0, 1e100, 1.5e-7, INF, -INF, NAN, PHP_INT_MIN]);
echo "\n";
--EXPECT--
array (
  0 => 1.0,
  1 => 0.1,
  2 => -0.0,
  3 => 1.0E+100,
  4 => 1.5E-7,
  5 => INF,
  6 => -INF,
  7 => NAN,
  8 => -9223372036854775807-1,
)
