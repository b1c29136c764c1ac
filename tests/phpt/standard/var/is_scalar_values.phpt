--TEST--
is_scalar
--FILE--
<?php
$o = new stdClass;
foreach ([1, 1.5, "s", true, null, [], $o] as $v) var_dump(is_scalar($v));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
