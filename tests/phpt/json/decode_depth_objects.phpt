--TEST--
depth limits apply to objects
--FILE--
<?php
var_dump(json_decode('{"a":{"b":1}}', false, 2), json_last_error());
var_dump(json_decode('{"a":{"b":1}}', false, 3) !== null);
--EXPECT--
NULL
int(1)
bool(true)
