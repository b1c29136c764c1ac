--TEST--
Union with null and false
--FILE--
<?php
function f(int|null $x) { var_dump($x); }
f(null);
function g(string|false $x) { var_dump($x); }
g(false);
try { g(true); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
NULL
bool(false)
string(1) "1"
