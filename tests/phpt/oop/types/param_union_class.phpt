--TEST--
Union types with classes
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {} class B {} class C {}
function f(A|B $x) { return get_class($x); }
function g(A|int|null $x) { return gettype($x); }
echo f(new A), f(new B), "\n";
echo g(1), g(null), g(new A), g('5'), "\n";
t(fn() => f(new C));
t(fn() => g(new C));
t(fn() => g([]));
function h(B|A|string|null $x) {}
t(fn() => h([]));
--EXPECTF--
AB
integerNULLobjectinteger
f(): Argument #1 ($x) must be of type A|B, C given, called in %s on line 8
g(): Argument #1 ($x) must be of type A|int|null, C given, called in %s on line 9
g(): Argument #1 ($x) must be of type A|int|null, array given, called in %s on line 10
h(): Argument #1 ($x) must be of type B|A|string|null, array given, called in %s on line 12
