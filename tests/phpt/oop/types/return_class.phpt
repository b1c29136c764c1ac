--TEST--
Class return types
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {} class B {}
function f($x): A { return $x; }
echo get_class(f(new A)), "\n";
t(fn() => f(new B));
t(fn() => f(null));
t(fn() => f(1));
function g($x): ?A { return $x; }
var_dump(g(null));
t(fn() => g(new B));
--EXPECT--
A
f(): Return value must be of type A, B returned
f(): Return value must be of type A, null returned
f(): Return value must be of type A, int returned
NULL
g(): Return value must be of type ?A, B returned
