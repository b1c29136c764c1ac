--TEST--
rounding modes with decimals
--FILE--
<?php
foreach ([1.955, 1.945, -1.955, 5.045, 5.055, 0.285] as $v) {
  var_dump(round($v, 2), round($v, 2, PHP_ROUND_HALF_DOWN), round($v, 2, PHP_ROUND_HALF_EVEN), round($v, 2, PHP_ROUND_HALF_ODD));
}
--EXPECT--
float(1.96)
float(1.95)
float(1.96)
float(1.95)
float(1.95)
float(1.94)
float(1.94)
float(1.95)
float(-1.96)
float(-1.95)
float(-1.96)
float(-1.95)
float(5.05)
float(5.04)
float(5.04)
float(5.05)
float(5.06)
float(5.05)
float(5.06)
float(5.05)
float(0.29)
float(0.28)
float(0.28)
float(0.29)
