--TEST--
every rounding mode on halves
--FILE--
<?php
foreach ([2.5, 3.5, -2.5, -3.5, 0.5, -0.5, 1.5] as $v) {
  echo $v, ': ', round($v, 0, PHP_ROUND_HALF_UP), ' ', round($v, 0, PHP_ROUND_HALF_DOWN), ' ', round($v, 0, PHP_ROUND_HALF_EVEN), ' ', round($v, 0, PHP_ROUND_HALF_ODD), "\n";
}
--EXPECT--
2.5: 3 2 2 3
3.5: 4 3 4 3
-2.5: -3 -2 -2 -3
-3.5: -4 -3 -4 -3
0.5: 1 0 0 1
-0.5: -1 0 0 -1
1.5: 2 1 2 1
