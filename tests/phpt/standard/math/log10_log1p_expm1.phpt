--TEST--
log10, log1p and expm1 details
--FILE--
<?php
var_dump(log10(10), log10(1e-300), log10(INF), log1p(-2), log1p(INF), expm1(-INF), expm1(710), expm1(-1e-20));
--EXPECT--
float(1)
float(-300)
float(INF)
float(NAN)
float(INF)
float(-1)
float(INF)
float(-1.0E-20)
