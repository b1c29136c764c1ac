--TEST--
Zero to a negative power
--FILE--
<?php
var_dump(pow(0, -1));
var_dump(0.0 ** -1);
var_dump(pow(2, 3), pow("2", "3"), pow(2.0, 3), pow(-1, 0.5), pow(10, -1));
--EXPECT--
float(INF)
float(INF)
int(8)
int(8)
float(8)
float(NAN)
float(0.1)
