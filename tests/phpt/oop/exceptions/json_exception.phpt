--TEST--
JsonException with JSON_THROW_ON_ERROR
--FILE--
<?php
try { json_decode('{bad', false, 512, JSON_THROW_ON_ERROR); }
catch (JsonException $e) { echo get_class($e), ' ', $e->getMessage(), ' ', $e->getCode(), "\n"; }
try { json_encode("\xff", JSON_THROW_ON_ERROR); }
catch (JsonException $e) { echo $e->getMessage(), ' ', $e->getCode(), "\n"; }
var_dump(json_last_error());
json_decode('{bad');
var_dump(json_last_error_msg());
try { json_decode('[1]', false, 512, JSON_THROW_ON_ERROR); echo "no throw\n"; var_dump(json_last_error()); } catch (JsonException $e) {}
--EXPECT--
JsonException Syntax error 4
Malformed UTF-8 characters, possibly incorrectly encoded 5
int(0)
string(12) "Syntax error"
no throw
int(4)
