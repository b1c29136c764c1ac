--TEST--
fmod results
--FILE--
<?php
var_dump(fmod(10, 3), fmod(-10, 3), fmod(10, -3), fmod(5.5, 1.5), fmod(1, 0), fmod(0, 0), fmod(INF, 2), fmod(2, INF), fmod(-0.0, 1));
--EXPECT--
float(1)
float(-1)
float(1)
float(1)
float(NAN)
float(NAN)
float(NAN)
float(2)
float(-0)
