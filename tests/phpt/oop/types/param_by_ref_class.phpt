--TEST--
By-reference parameters with class types
--FILE--
<?php
class A {}
function f(?A &$a) { $a = new A; }
$x = null;
f($x);
var_dump($x instanceof A);
$y = new stdClass;
try { f($y); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
bool(true)
f(): Argument #1 ($a) must be of type ?A, stdClass given, called in %s on line 8
