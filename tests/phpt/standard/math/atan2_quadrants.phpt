--TEST--
atan2 in every quadrant
--FILE--
<?php
var_dump(atan2(1, 0), atan2(-1, 0), atan2(0, 1), atan2(0, -1), atan2(-0.0, -1), atan2(INF, INF), atan2(0, 0));
--EXPECT--
float(1.5707963267948966)
float(-1.5707963267948966)
float(0)
float(3.141592653589793)
float(-3.141592653589793)
float(0.7853981633974483)
float(0)
