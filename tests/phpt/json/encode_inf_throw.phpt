--TEST--
INF with JSON_THROW_ON_ERROR
--FILE--
<?php
try { json_encode([INF], JSON_THROW_ON_ERROR); } catch (JsonException $e) { echo get_class($e), ' ', $e->getCode(), ' ', $e->getMessage(), "\n"; }
var_dump(json_last_error());
--EXPECT--
JsonException 7 Inf and NaN cannot be JSON encoded
int(0)
