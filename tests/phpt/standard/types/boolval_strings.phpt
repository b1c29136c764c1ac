--TEST--
boolval of numeric-looking strings
--FILE--
<?php
var_dump(boolval('0'));
var_dump(boolval('00'));
var_dump(boolval('0.0'));
var_dump(boolval(' 0'));
var_dump((bool)"0\0");
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
