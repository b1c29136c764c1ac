--TEST--
vsprintf
--FILE--
<?php
var_dump(vsprintf("%04d-%02d-%02d", [2024, 1, 5]), vsprintf("%s", ["k" => "v"]));
try { vsprintf("%d %d", [1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
string(10) "2024-01-05"
string(1) "v"
The arguments array must contain 2 items, 1 given
