--TEST--
a bad key with partial output
--FILE--
<?php
var_dump(json_encode(["a\xff" => 1], JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error_msg());
--EXPECT--
string(6) "{"":1}"
string(56) "Malformed UTF-8 characters, possibly incorrectly encoded"
