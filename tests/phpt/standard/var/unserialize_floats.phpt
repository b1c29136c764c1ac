--TEST--
unserialize of floats
--FILE--
<?php
foreach (['d:1.5;', 'd:0.1;', 'd:-0;', 'd:1.0E+25;', 'd:1e5;', 'd:.5;', 'd:5.;', 'd:-.5e-3;', 'd:INF;', 'd:-INF;', 'd:NAN;', 'd:1;', 'd:+2.5;'] as $s) var_dump(unserialize($s));
--EXPECT--
float(1.5)
float(0.1)
float(-0)
float(1.0E+25)
float(100000)
float(0.5)
float(5)
float(-0.0005)
float(INF)
float(-INF)
float(NAN)
float(1)
float(2.5)
