--TEST--
-0.0 with JSON_PRESERVE_ZERO_FRACTION
--FILE--
<?php
var_dump(json_encode(-0.0, JSON_PRESERVE_ZERO_FRACTION), json_encode(0.0, JSON_PRESERVE_ZERO_FRACTION));
--EXPECT--
string(4) "-0.0"
string(3) "0.0"
