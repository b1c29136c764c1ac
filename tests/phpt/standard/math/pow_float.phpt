--TEST--
pow with float results
--FILE--
<?php
var_dump(pow(2, -1));
var_dump(pow(2.0, 3));
var_dump(pow(4, 0.5));
var_dump(pow(-8, 1/3));
var_dump(pow(0, -1));
var_dump(pow(10, 308) * 10);
--EXPECT--
float(0.5)
float(8)
float(2)
float(NAN)
float(INF)
float(INF)
