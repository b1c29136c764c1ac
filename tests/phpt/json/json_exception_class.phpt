--TEST--
JsonException is an Exception
--FILE--
<?php
try { json_decode('x', false, 512, JSON_THROW_ON_ERROR); } catch (Exception $e) { var_dump($e instanceof JsonException, $e instanceof Exception, get_class($e)); }
--EXPECT--
bool(true)
bool(true)
string(13) "JsonException"
