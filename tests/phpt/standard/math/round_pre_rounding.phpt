--TEST--
php's pre-rounding
--FILE--
<?php
var_dump(round(1.955, 2), round(5.045, 2), round(5.055, 2), round(1.005, 2), round(0.285, 2), round(1.4999999999, 0), round(0.49999999999999994));
--EXPECT--
float(1.96)
float(5.05)
float(5.06)
float(1.01)
float(0.29)
float(1)
float(1)
