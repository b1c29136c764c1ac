--TEST--
Huge float literals become INF
--FILE--
<?php
var_dump(1e308, 1e309, -1e309, 1e-330);
--EXPECT--
float(1.0E+308)
float(INF)
float(-INF)
float(0)
