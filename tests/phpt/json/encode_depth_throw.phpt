--TEST--
depth error throws with JSON_THROW_ON_ERROR
--FILE--
<?php
try { json_encode([[[1]]], JSON_THROW_ON_ERROR, 2); } catch (JsonException $e) { echo $e->getMessage(), ' ', $e->getCode(), "\n"; }
--EXPECT--
Maximum stack depth exceeded 1
