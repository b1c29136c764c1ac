--TEST--
floats survive encode and decode
--FILE--
<?php
foreach ([0.1, 1/3, 1e100, -1e-100, 123.456, PHP_FLOAT_EPSILON, PHP_FLOAT_MAX, PHP_FLOAT_MIN] as $f) var_dump(json_decode(json_encode($f)) === $f);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
