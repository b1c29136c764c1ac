--TEST--
Interface-typed parameters
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
interface I {} class A implements I {} class B {}
function f(I $i) { return 'ok'; }
echo f(new A), "\n";
t(fn() => f(new B));
t(fn() => f(new ArrayObject([])));
function g(Countable $c) { return count($c); }
echo g(new ArrayObject([1,2])), "\n";
t(fn() => g(new A));
--EXPECTF--
ok
f(): Argument #1 ($i) must be of type I, B given, called in %s on line 6
f(): Argument #1 ($i) must be of type I, ArrayObject given, called in %s on line 7
2
g(): Argument #1 ($c) must be of type Countable, A given, called in %s on line 10
