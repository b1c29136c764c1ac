--TEST--
round of INF, NAN and zero
--FILE--
<?php
var_dump(round(INF), round(-INF, 2), round(NAN), round(-0.0), round(0.0, 3), round(-0.4));
--EXPECT--
float(INF)
float(-INF)
float(NAN)
float(-0)
float(0)
float(-0)
