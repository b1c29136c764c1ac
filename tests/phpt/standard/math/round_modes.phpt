--TEST--
round with the rounding mode constants
--FILE--
<?php
foreach ([PHP_ROUND_HALF_UP, PHP_ROUND_HALF_DOWN, PHP_ROUND_HALF_EVEN, PHP_ROUND_HALF_ODD] as $m) {
    echo $m, ': ', round(2.5, 0, $m), ' ', round(-2.5, 0, $m), ' ', round(3.5, 0, $m), ' ', round(1.55, 1, $m), "\n";
}
--EXPECT--
1: 3 -3 4 1.6
2: 2 -2 3 1.5
3: 2 -2 4 1.6
4: 3 -3 3 1.5
