--TEST--
debug_zval_dump of scalars
--FILE--
<?php
debug_zval_dump(1, 1.5, true, false, null, "lit", -0.0, INF, NAN, 1e100, 0.1);
--EXPECT--
int(1)
float(1.5)
bool(true)
bool(false)
NULL
string(3) "lit" interned
float(-0)
float(INF)
float(NAN)
float(1.0E+100)
float(0.1)
