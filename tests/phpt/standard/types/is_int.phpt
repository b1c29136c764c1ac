--TEST--
is_int and its aliases
--FILE--
<?php
foreach ([1, -1, 1.0, '1', true, null, PHP_INT_MAX, PHP_INT_MAX + 1] as $v) {
    var_dump(is_int($v));
}
var_dump(is_integer(5), is_long(5));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
