--TEST--
round with numeric strings
--FILE--
<?php
var_dump(round("3.7"), round("  3.5"), round("1e3", -2));
try { round("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
float(4)
float(4)
float(1000)
round(): Argument #1 ($num) must be of type int|float, string given
