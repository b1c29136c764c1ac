--TEST--
JSON_THROW_ON_ERROR with an error from jsonSerialize data
--FILE--
<?php
class N implements JsonSerializable { public function jsonSerialize(): mixed { return NAN; } }
try { json_encode(new N, JSON_THROW_ON_ERROR); } catch (JsonException $e) { var_dump($e->getMessage(), $e->getCode()); }
var_dump(json_encode(new N));
var_dump(json_last_error());
--EXPECT--
string(34) "Inf and NaN cannot be JSON encoded"
int(7)
bool(false)
int(7)
