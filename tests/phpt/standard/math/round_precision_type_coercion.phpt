--TEST--
precision given as a numeric string
--FILE--
<?php
var_dump(round(3.14159, "2"));
try { round(1, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
float(3.14)
round(): Argument #2 ($precision) must be of type int, string given
