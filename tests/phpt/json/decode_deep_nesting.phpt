--TEST--
deep nesting within the default depth
--FILE--
<?php
$s = str_repeat('[', 511) . str_repeat(']', 511);
var_dump(json_decode($s) !== null, json_last_error());
$s = str_repeat('[', 512) . str_repeat(']', 512);
var_dump(json_decode($s), json_last_error());
--EXPECT--
bool(true)
int(0)
NULL
int(1)
