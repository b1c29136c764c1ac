--TEST--
number_format rounds half away from zero
--FILE--
<?php
foreach ([0.5, 1.5, 2.5, -0.5, -1.5, 0.285, 1.955] as $v) {
    echo $v, ' => ', number_format($v), ' / ', number_format($v, 2), "\n";
}
--EXPECT--
0.5 => 1 / 0.50
1.5 => 2 / 1.50
2.5 => 3 / 2.50
-0.5 => -1 / -0.50
-1.5 => -2 / -1.50
0.285 => 0 / 0.29
1.955 => 2 / 1.96
