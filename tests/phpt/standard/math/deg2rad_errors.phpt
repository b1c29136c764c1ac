--TEST--
deg2rad argument errors
--FILE--
<?php
try { deg2rad("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(deg2rad("90"), rad2deg(true));
--EXPECT--
deg2rad(): Argument #1 ($num) must be of type float, string given
float(1.5707963267948966)
float(57.29577951308232)
