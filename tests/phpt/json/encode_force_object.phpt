--TEST--
JSON_FORCE_OBJECT
--FILE--
<?php
var_dump(json_encode([], JSON_FORCE_OBJECT), json_encode([1, 2], JSON_FORCE_OBJECT), json_encode([[1], ['a' => []]], JSON_FORCE_OBJECT));
--EXPECT--
string(2) "{}"
string(13) "{"0":1,"1":2}"
string(26) "{"0":{"0":1},"1":{"a":{}}}"
