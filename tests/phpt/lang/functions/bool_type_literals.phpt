--TEST--
false and true types
--FILE--
<?php
function f(false $x) { var_dump($x); }
f(false);
try { f(0); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function t(): true { return true; }
var_dump(t());
--EXPECTF--
bool(false)
f(): Argument #1 ($x) must be of type false, int given, called in %s on line 4
bool(true)
