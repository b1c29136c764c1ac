--TEST--
whitespace and empty strings
--FILE--
<?php
var_dump(base_convert("   ", 10, 2), base_convert("\t\n", 16, 10));
--EXPECT--
string(1) "0"
string(1) "0"
