--TEST--
JSON_PRESERVE_ZERO_FRACTION
--FILE--
<?php
var_dump(json_encode(1.0), json_encode(1.0, JSON_PRESERVE_ZERO_FRACTION), json_encode([10.0, -0.0, 1e25, 2.5], JSON_PRESERVE_ZERO_FRACTION));
--EXPECT--
string(1) "1"
string(3) "1.0"
string(23) "[10.0,-0.0,1.0e+25,2.5]"
