--TEST--
log with a base
--FILE--
<?php
var_dump(log(8, 2), log(100, 10), log(27, 3), log(1, 1), log(10, 0.5), log(0, 2), log(2, INF), log(8, 2.0));
--EXPECT--
float(3)
float(2)
float(3)
float(NAN)
float(-3.3219280948873626)
float(-INF)
float(0)
float(3)
