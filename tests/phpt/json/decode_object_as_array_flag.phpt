--TEST--
JSON_OBJECT_AS_ARRAY and the assoc argument
--FILE--
<?php
var_dump(json_decode('{"a":1}', null, 512, JSON_OBJECT_AS_ARRAY));
var_dump(json_decode('{"a":1}', false, 512, JSON_OBJECT_AS_ARRAY));
var_dump(json_decode('{"a":1}', true, 512, 0));
--EXPECT--
array(1) {
  ["a"]=>
  int(1)
}
object(stdClass)#1 (1) {
  ["a"]=>
  int(1)
}
array(1) {
  ["a"]=>
  int(1)
}
