--TEST--
var_dump of INF, -INF and NAN
--FILE--
<?php
var_dump(INF);
var_dump(-INF);
var_dump(NAN);
var_dump(PHP_FLOAT_MAX * 2);
--EXPECT--
float(INF)
float(-INF)
float(NAN)
float(INF)
