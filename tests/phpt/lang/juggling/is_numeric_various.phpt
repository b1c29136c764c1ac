--TEST--
is_numeric on every type
--FILE--
<?php
var_dump(is_numeric(1), is_numeric(1.5), is_numeric(null), is_numeric(true), is_numeric([]), is_numeric("1."), is_numeric(".1"), is_numeric("1e"), is_numeric("INF"), is_numeric(" "));
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
