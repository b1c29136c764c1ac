--TEST--
hypot
--FILE--
<?php
var_dump(hypot(3, 4), hypot(-5, 12), hypot(0, 0), hypot(INF, NAN), hypot(1e200, 1e200));
--EXPECT--
float(5)
float(13)
float(0)
float(INF)
float(1.414213562373095E+200)
