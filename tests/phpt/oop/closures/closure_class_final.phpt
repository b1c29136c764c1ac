--TEST--
Closure cannot be instantiated or extended
--FILE--
<?php
try { $c = new Closure(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = function() {};
var_dump($f instanceof Closure, get_class($f));
--EXPECT--
Error: Instantiation of class Closure is not allowed
bool(true)
string(7) "Closure"
