--TEST--
JSON_NUMERIC_CHECK with an overflowing number
--FILE--
<?php
var_dump(json_encode(["1e999"], JSON_NUMERIC_CHECK), json_last_error());
var_dump(json_encode(["1e999"], JSON_NUMERIC_CHECK | JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
string(9) "["1e999"]"
int(0)
string(9) "["1e999"]"
