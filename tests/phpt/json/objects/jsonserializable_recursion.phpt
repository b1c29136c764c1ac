--TEST--
jsonSerialize returning an object that contains itself
--FILE--
<?php
class R implements JsonSerializable { public function jsonSerialize(): mixed { return [$this]; } }
var_dump(json_encode(new R));
var_dump(json_last_error_msg());
var_dump(json_encode(new R, JSON_PARTIAL_OUTPUT_ON_ERROR));
--EXPECT--
bool(false)
string(18) "Recursion detected"
string(6) "[null]"
