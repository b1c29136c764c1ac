--TEST--
sprintf with INF and NAN
--FILE--
<?php
var_dump(sprintf("%f %f %d %e %s %5.1f", INF, -INF, INF, NAN, NAN, INF));
--EXPECT--
string(21) "INF INF 0 NaN NAN INF"
