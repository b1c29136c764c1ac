--TEST--
trigonometric functions
--FILE--
<?php
var_dump(sin(0), sin(M_PI_2), cos(0), cos(M_PI), tan(M_PI_4), asin(1), acos(-1), atan(1), atan2(1, 1), atan2(-1, -1), atan2(0, -0.0), asin(2), acos(2));
--EXPECT--
float(0)
float(1)
float(1)
float(-1)
float(0.9999999999999999)
float(1.5707963267948966)
float(3.141592653589793)
float(0.7853981633974483)
float(0.7853981633974483)
float(-2.356194490192345)
float(3.141592653589793)
float(NAN)
float(NAN)
