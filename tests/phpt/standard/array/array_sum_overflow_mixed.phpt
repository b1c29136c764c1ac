--TEST--
array_sum: int overflow turns the sum into a float, floats and ints mixed in either order, numeric strings, references, arrays skipped
--FILE--
<?php
var_dump(array_sum([PHP_INT_MAX, 1]));
var_dump(array_sum([PHP_INT_MAX, 1, -1]));
var_dump(array_sum([PHP_INT_MIN, -1]));
var_dump(array_sum([1, 2.5, 3]));
var_dump(array_sum([2.5, 1, 0.5]));
var_dump(array_sum([0.1, 0.2]));
var_dump(array_sum(["3", 4, "1.5"]));
var_dump(array_sum([]));
$x = 5;
$r = [1, &$x, 2];
var_dump(array_sum($r));
var_dump(array_sum([1, [2], 3]));
var_dump(array_sum([-0.0]));
var_dump(array_sum([INF, 1]));
--EXPECT--
float(9.223372036854776E+18)
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(6.5)
float(4)
float(0.30000000000000004)
float(8.5)
int(0)
int(8)
int(4)
float(0)
float(INF)
