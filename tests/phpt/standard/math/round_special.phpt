--TEST--
round of INF, NAN and large values
--FILE--
<?php
var_dump(round(INF));
var_dump(round(NAN));
var_dump(round(1e20, 2));
var_dump(round(0.1 + 0.2, 15));
--EXPECT--
float(INF)
float(NAN)
float(1.0E+20)
float(0.3)
