--TEST--
JSON_NUMERIC_CHECK leaves keys alone
--FILE--
<?php
var_dump(json_encode(["12" => "12", "a" => "3.0", "x1" => "1"], JSON_NUMERIC_CHECK));
--EXPECT--
string(22) "{"12":12,"a":3,"x1":1}"
