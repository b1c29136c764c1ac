--TEST--
rounding mode constants with negative places
--FILE--
<?php
var_dump(round(25, -1, PHP_ROUND_HALF_EVEN), round(35, -1, PHP_ROUND_HALF_EVEN), round(25, -1, PHP_ROUND_HALF_ODD), round(25, -1, PHP_ROUND_HALF_DOWN), round(-25, -1, PHP_ROUND_HALF_DOWN));
--EXPECT--
float(20)
float(40)
float(30)
float(20)
float(-20)
