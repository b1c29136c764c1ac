--TEST--
is_float and is_double
--FILE--
<?php
foreach ([1.0, 1, '1.0', NAN, INF, -0.0, 1e3] as $v) {
    var_dump(is_float($v));
}
var_dump(is_double(0.5));
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
