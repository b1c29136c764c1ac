--TEST--
floats are never strings
--FILE--
<?php
var_dump(json_decode('99999999999999999999.0', true, 512, JSON_BIGINT_AS_STRING));
--EXPECT--
float(1.0E+20)
