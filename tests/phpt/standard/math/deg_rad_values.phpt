--TEST--
deg2rad and rad2deg
--FILE--
<?php
var_dump(deg2rad(180), deg2rad(90), deg2rad(-45), rad2deg(M_PI), rad2deg(1), rad2deg(0), deg2rad(360) == 2 * M_PI);
--EXPECT--
float(3.141592653589793)
float(1.5707963267948966)
float(-0.7853981633974483)
float(180)
float(57.29577951308232)
float(0)
bool(true)
