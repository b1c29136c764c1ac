--TEST--
JSON_NUMERIC_CHECK
--FILE--
<?php
var_dump(json_encode(["1", "1.5", "-3", "1e3", " 12", "12 ", "0x1A", "abc", "", "9999999999999999999", ".5"], JSON_NUMERIC_CHECK));
--EXPECT--
string(49) "[1,1.5,-3,1000,12,12,"0x1A","abc","",1.0e+19,0.5]"
