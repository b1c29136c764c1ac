--TEST--
scalars round-trip
--FILE--
<?php
foreach ([null, true, false, 0, -1, PHP_INT_MAX, PHP_INT_MIN, 1.5, -0.0, "", "abc", "é"] as $v) var_dump(unserialize(serialize($v)) === $v);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
