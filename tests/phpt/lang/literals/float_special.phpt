--TEST--
INF, NAN and their printing
--FILE--
<?php
var_dump(INF, -INF, NAN);
echo INF, " ", -INF, " ", NAN, "\n";
var_dump(is_float(INF), NAN == NAN, INF == INF);
var_dump(PHP_FLOAT_EPSILON, PHP_FLOAT_MAX, PHP_FLOAT_MIN, PHP_FLOAT_DIG);
--EXPECT--
float(INF)
float(-INF)
float(NAN)
INF -INF NAN
bool(true)
bool(false)
bool(true)
float(2.220446049250313E-16)
float(1.7976931348623157E+308)
float(2.2250738585072014E-308)
int(15)
