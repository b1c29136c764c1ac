--TEST--
Variadic parameters with class types
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {}
function f(A ...$as) { return count($as); }
echo f(), f(new A, new A), "\n";
t(fn() => f(new A, new stdClass));
--EXPECTF--
02
f(): Argument #2 must be of type A, stdClass given, called in %s on line 6
