--TEST--
json_encode of a self-referencing object
--FILE--
<?php
$o = new stdClass; $o->self = $o;
var_dump(json_encode($o));
var_dump(json_last_error_msg());
var_dump(json_encode($o, JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
bool(false)
string(18) "Recursion detected"
string(13) "{"self":null}"
