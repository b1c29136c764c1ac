--TEST--
hyperbolic functions
--FILE--
<?php
var_dump(sinh(1), cosh(1), tanh(1), tanh(100), asinh(1), acosh(1), acosh(0.5), atanh(0.5), atanh(1), atanh(2), sinh(-0.0));
--EXPECT--
float(1.1752011936438014)
float(1.5430806348152437)
float(0.7615941559557649)
float(1)
float(0.881373587019543)
float(0)
float(NAN)
float(0.5493061443340548)
float(INF)
float(NAN)
float(-0)
