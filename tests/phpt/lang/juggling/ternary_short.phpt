--TEST--
?: short ternary
--FILE--
<?php
var_dump(0 ?: "zero", "" ?: "empty", "0" ?: "szero", "a" ?: "no", [] ?: "arr", 0.0 ?: "f", null ?: false ?: "chain");
--EXPECT--
string(4) "zero"
string(5) "empty"
string(5) "szero"
string(1) "a"
string(3) "arr"
string(1) "f"
string(5) "chain"
