--TEST--
malformed UTF-8 with partial output
--FILE--
<?php
var_dump(json_encode(["ok", "bad\xc3", 3], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
var_dump(json_encode(["k\xff" => 1, "b" => 2], JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
string(13) "["ok",null,3]"
int(5)
string(12) "{"":1,"b":2}"
