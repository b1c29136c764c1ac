--TEST--
exp and the logarithms
--FILE--
<?php
var_dump(exp(0), exp(1), exp(-1), exp(710), exp(-750), log(M_E), log(1), log(0), log(-1), log10(1000), log10(0.001), log10(-1), log1p(0), log1p(-1), log1p(1e-10), expm1(0), expm1(1e-10));
--EXPECT--
float(1)
float(2.718281828459045)
float(0.36787944117144233)
float(INF)
float(0)
float(1)
float(0)
float(-INF)
float(NAN)
float(3)
float(-3)
float(NAN)
float(0)
float(-INF)
float(9.999999999500001E-11)
float(0)
float(1.00000000005E-10)
