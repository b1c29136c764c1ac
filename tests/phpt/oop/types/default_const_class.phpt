--TEST--
Parameters with class types and constant defaults
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
class A { const X = null; }
function f(?A $a = A::X) { return $a === null ? 'null' : 'A'; }
echo f(), "\n";
function g(int|A $a = 5) { return $a; }
echo g(), "\n";
t(fn() => g('abc'));
--EXPECTF--
null
5
g(): Argument #1 ($a) must be of type A|int, string given, called in %s on line 8
