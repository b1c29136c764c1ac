--TEST--
Class-typed parameters
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {} class B extends A {} class C {}
function f(A $a) { return get_class($a); }
echo f(new A), ' ', f(new B), "\n";
t(fn() => f(new C));
t(fn() => f(null));
t(fn() => f(1));
t(fn() => f('A'));
t(fn() => f([]));
--EXPECTF--
A B
f(): Argument #1 ($a) must be of type A, C given, called in %s on line 6
f(): Argument #1 ($a) must be of type A, null given, called in %s on line 7
f(): Argument #1 ($a) must be of type A, int given, called in %s on line 8
f(): Argument #1 ($a) must be of type A, string given, called in %s on line 9
f(): Argument #1 ($a) must be of type A, array given, called in %s on line 10
