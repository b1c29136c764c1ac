--TEST--
JSON_NUMERIC_CHECK in nested values
--FILE--
<?php
var_dump(json_encode(['a' => ['1', '2.50', 'x'], 'b' => '-0'], JSON_NUMERIC_CHECK));
--EXPECT--
string(23) "{"a":[1,2.5,"x"],"b":0}"
