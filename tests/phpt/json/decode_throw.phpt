--TEST--
JSON_THROW_ON_ERROR throws JsonException
--FILE--
<?php
try { json_decode('{', false, 512, JSON_THROW_ON_ERROR); } catch (JsonException $e) { echo get_class($e), ': ', $e->getMessage(), ' (', $e->getCode(), ")\n"; }
try { json_decode('[[1]]', false, 1, JSON_THROW_ON_ERROR); } catch (Exception $e) { echo $e->getMessage(), ' (', $e->getCode(), ")\n"; }
try { json_decode('"\ud800"', false, 512, JSON_THROW_ON_ERROR); } catch (Exception $e) { echo $e->getMessage(), ' (', $e->getCode(), ")\n"; }
--EXPECT--
JsonException: Syntax error (4)
Maximum stack depth exceeded (1)
Single unpaired UTF-16 surrogate in unicode escape (10)
