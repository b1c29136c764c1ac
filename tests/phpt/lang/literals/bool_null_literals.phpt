--TEST--
true, false and null literals are case-insensitive
--FILE--
<?php
var_dump(true, TRUE, True, false, FALSE, null, NULL, Null);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
NULL
NULL
NULL
