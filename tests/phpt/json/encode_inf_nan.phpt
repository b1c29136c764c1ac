--TEST--
INF and NAN cannot be encoded
--FILE--
<?php
var_dump(json_encode(INF), json_last_error(), json_last_error_msg());
var_dump(json_encode([1, -INF, 2]), json_last_error());
var_dump(json_encode(NAN, JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
var_dump(json_encode(['a' => NAN, 'b' => 1], JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
bool(false)
int(7)
string(34) "Inf and NaN cannot be JSON encoded"
bool(false)
int(7)
string(1) "0"
int(7)
string(13) "{"a":0,"b":1}"
