--TEST--
Hex strings are not numeric
--FILE--
<?php
var_dump(is_numeric("0x1A"), is_numeric("1e5"), is_numeric(" 5"), is_numeric("5 "), is_numeric("."), is_numeric("-.5"), is_numeric("+1"), is_numeric(""), is_numeric("1_000"));
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
