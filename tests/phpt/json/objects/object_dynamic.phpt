--TEST--
json_encode of object with dynamic and numeric props
--FILE--
<?php
$o = new stdClass; $o->a = 1; $o->{"0"} = "zero"; $o->{""} = "empty";
var_dump(json_encode($o));
$e = new stdClass; var_dump(json_encode($e), json_encode([$e]));
--EXPECT--
string(29) "{"a":1,"0":"zero","":"empty"}"
string(2) "{}"
string(4) "[{}]"
