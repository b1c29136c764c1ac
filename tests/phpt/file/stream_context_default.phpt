--TEST--
stream_context_get_default
--FILE--
<?php
$d = stream_context_get_default();
var_dump(get_resource_type($d));
var_dump($d === stream_context_get_default());
var_dump(stream_context_get_options($d));
--EXPECT--
string(14) "stream-context"
bool(true)
array(0) {
}
