--TEST--
booleans and null
--FILE--
<?php
var_dump(max(false, null), min(false, null), max(true, "a"), min(0, false), max(null, 0, false), min("0", false));
--EXPECT--
bool(false)
bool(false)
bool(true)
int(0)
NULL
string(1) "0"
