--TEST--
Typed reference parameter coerces the caller variable
--FILE--
<?php
function f(int &$x) { $x++; }
$s = "5";
f($s);
var_dump($s);
--EXPECT--
int(6)
