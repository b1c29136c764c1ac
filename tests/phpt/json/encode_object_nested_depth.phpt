--TEST--
depth counts objects too
--FILE--
<?php
$o = json_decode('{"a":{"b":1}}');
var_dump(json_encode($o, 0, 1), json_last_error(), json_encode($o, 0, 2));
--EXPECT--
bool(false)
int(1)
string(13) "{"a":{"b":1}}"
