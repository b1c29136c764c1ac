--TEST--
sqrt results
--FILE--
<?php
var_dump(sqrt(16), sqrt(2), sqrt(-1), sqrt(0), sqrt(-0.0), sqrt(INF), sqrt("9"), sqrt(1e-300));
--EXPECT--
float(4)
float(1.4142135623730951)
float(NAN)
float(0)
float(-0)
float(INF)
float(3)
float(1.0E-150)
