--TEST--
trigonometry of large arguments
--FILE--
<?php
var_dump(sin(1e10), cos(1e10), tan(M_PI_2), sin(INF), cos(NAN));
--EXPECT--
float(-0.4875060250875107)
float(0.873119622676856)
float(16331239353195370)
float(NAN)
float(NAN)
