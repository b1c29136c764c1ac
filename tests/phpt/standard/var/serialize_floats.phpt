--TEST--
serialize of floats
--FILE--
<?php
foreach ([1.5, 0.1, 0.1 + 0.2, -0.0, 1e25, 1e-7, 100.0, INF, -INF, NAN, PHP_FLOAT_MAX, 5e-324] as $f) echo serialize($f), "\n";
--EXPECT--
d:1.5;
d:0.1;
d:0.30000000000000004;
d:-0;
d:1.0E+25;
d:1.0E-7;
d:100;
d:INF;
d:-INF;
d:NAN;
d:1.7976931348623157E+308;
d:5.0E-324;
