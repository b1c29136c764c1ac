--TEST--
max and min with many arguments
--FILE--
<?php
var_dump(max(3, 1, 4, 1, 5, 9, 2, 6), min(3, 1, 4, 1, 5, 9, 2, 6), max(-INF, -1e308), min(INF, 1e308));
--EXPECT--
int(9)
int(1)
float(-1.0E+308)
float(1.0E+308)
