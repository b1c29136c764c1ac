--TEST--
fdiv results
--FILE--
<?php
var_dump(fdiv(10, 4), fdiv(1, 0), fdiv(-1, 0), fdiv(0, 0), fdiv(-1, -0.0), fdiv(INF, INF), fdiv(PHP_INT_MAX, 2));
--EXPECT--
float(2.5)
float(INF)
float(-INF)
float(NAN)
float(INF)
float(NAN)
float(4.611686018427388E+18)
