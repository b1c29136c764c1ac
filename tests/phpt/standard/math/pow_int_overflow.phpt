--TEST--
pow overflowing to float
--FILE--
<?php
var_dump(pow(3, 40), pow(-3, 41), pow(PHP_INT_MAX, 2), pow(-1, PHP_INT_MAX), pow(1, PHP_INT_MIN));
--EXPECT--
float(1.2157665459056929E+19)
float(-3.647299637717079E+19)
float(8.507059173023462E+37)
int(-1)
float(1)
