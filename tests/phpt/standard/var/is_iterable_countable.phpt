--TEST--
is_iterable and is_countable
--FILE--
<?php
$o = new stdClass;
foreach ([[], [1], 1, "s", null, $o] as $v) var_dump(is_iterable($v), is_countable($v));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
