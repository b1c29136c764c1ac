--TEST--
Loose equality with floats
--FILE--
<?php
var_dump(1.0 == 1, "1.0" == 1, 0.1 + 0.2 == 0.3, INF == INF, NAN == NAN, NAN != NAN, -0.0 == 0.0, "1e1000" == INF, PHP_INT_MAX == (float)PHP_INT_MAX);
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
