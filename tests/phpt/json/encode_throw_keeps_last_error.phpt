--TEST--
JSON_THROW_ON_ERROR leaves the last error alone
--FILE--
<?php
json_encode("\xff");
var_dump(json_last_error());
json_encode(1, JSON_THROW_ON_ERROR);
var_dump(json_last_error());
try { json_encode(NAN, JSON_THROW_ON_ERROR); } catch (JsonException $e) { echo $e->getMessage(), "\n"; }
var_dump(json_last_error());
--EXPECT--
int(5)
int(5)
Inf and NaN cannot be JSON encoded
int(5)
