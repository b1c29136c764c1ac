--TEST--
THROW with other flags
--FILE--
<?php
try { json_decode('{"a":1', true, 512, JSON_THROW_ON_ERROR | JSON_BIGINT_AS_STRING); } catch (JsonException $e) { echo $e->getMessage(), ' ', $e->getCode(), "\n"; }
--EXPECT--
Syntax error 4
