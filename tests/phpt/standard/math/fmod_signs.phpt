--TEST--
fmod keeps the sign of the dividend
--FILE--
<?php
var_dump(fmod(-7.5, 2), fmod(7.5, -2), fmod(-7.5, -2), fmod(1e20, 3), fmod(0.3, 0.1));
--EXPECT--
float(-1.5)
float(1.5)
float(-1.5)
float(1)
float(0.09999999999999998)
