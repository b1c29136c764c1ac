--TEST--
JSON_THROW_ON_ERROR with partial output does not throw
--FILE--
<?php
var_dump(json_encode([NAN], JSON_THROW_ON_ERROR | JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
--EXPECT--
string(3) "[0]"
int(7)
