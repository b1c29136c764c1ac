--TEST--
Nullable and defaulted-null class parameters
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A {}
function f(?A $a) { return $a === null ? 'null' : 'A'; }
function g(A $a = null) { return $a === null ? 'null' : 'A'; }
echo f(null), f(new A), g(), g(null), "\n";
t(fn() => f(new stdClass));
t(fn() => g(5));
t(fn() => f());
--EXPECTF--
nullAnullnull
f(): Argument #1 ($a) must be of type ?A, stdClass given, called in %s on line 7
g(): Argument #1 ($a) must be of type ?A, int given, called in %s on line 8
Too few arguments to function f(), 0 passed in %s on line 9 and exactly 1 expected
