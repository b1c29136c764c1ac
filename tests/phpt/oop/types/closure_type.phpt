--TEST--
Closure as a parameter type
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
function f(Closure $c) { return $c(); }
echo f(fn() => 'ok'), "\n";
echo f(Closure::fromCallable('pi')) !== '' ? "ok\n" : '';
echo f(strtoupper(...) instanceof Closure ? fn() => 'fcc' : fn() => 'no'), "\n";
t(fn() => f('strlen'));
t(fn() => f([new ArrayObject([]), 'count']));
--EXPECTF--
ok
ok
fcc
f(): Argument #1 ($c) must be of type Closure, string given, called in %s on line 7
f(): Argument #1 ($c) must be of type Closure, array given, called in %s on line 8
