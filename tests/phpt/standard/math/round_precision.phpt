--TEST--
round with positive precision
--FILE--
<?php
var_dump(round(3.14159, 2));
var_dump(round(1.955, 2));
var_dump(round(1.005, 2));
var_dump(round(5.045, 2));
var_dump(round(5.055, 2));
var_dump(round(0.285, 2));
var_dump(round(1.45, 1));
var_dump(round(-1.45, 1));
--EXPECT--
float(3.14)
float(1.96)
float(1.01)
float(5.05)
float(5.06)
float(0.29)
float(1.5)
float(-1.5)
