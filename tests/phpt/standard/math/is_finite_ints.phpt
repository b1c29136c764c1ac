--TEST--
float classifiers with ints
--FILE--
<?php
var_dump(is_finite(PHP_INT_MAX), is_infinite(PHP_INT_MAX), is_nan(0), is_finite("1e400"));
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
