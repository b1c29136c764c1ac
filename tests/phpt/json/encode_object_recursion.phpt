--TEST--
an object containing itself
--FILE--
<?php
$o = new stdClass;
$o->self = $o;
var_dump(json_encode($o), json_last_error());
var_dump(json_encode($o, JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
bool(false)
int(6)
string(13) "{"self":null}"
