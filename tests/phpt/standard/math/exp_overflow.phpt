--TEST--
exp overflow and underflow
--FILE--
<?php
var_dump(exp(709), exp(710), exp(-745), exp(-746), exp(INF), exp(-INF), exp(NAN));
--EXPECT--
float(8.218407461554972E+307)
float(INF)
float(5.0E-324)
float(0)
float(INF)
float(0)
float(NAN)
