--TEST--
empty input with JSON_THROW_ON_ERROR
--FILE--
<?php
try { json_decode('', false, 512, JSON_THROW_ON_ERROR); } catch (JsonException $e) { echo $e->getMessage(), ' ', $e->getCode(), "\n"; }
--EXPECT--
Syntax error 4
