--TEST--
object, iterable, mixed and callable parameters
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
function o(object $o) { return get_class($o); }
function it(iterable $i) { foreach ($i as $v) echo $v; echo "\n"; }
function m(mixed $m) { return gettype($m); }
function c(callable $c) { return $c(); }
echo o(new stdClass), "\n";
it([1, 2]); it(new ArrayIterator([3, 4]));
echo m(null), m(1), "\n";
echo c(fn() => 'called'), c('pi') > 3 ? 'y' : 'n', "\n";
t(fn() => o('stdClass'));
t(fn() => o([]));
t(fn() => it(new stdClass));
t(fn() => it('abc'));
t(fn() => c('no_such_function'));
t(fn() => c([1, 2]));
t(fn() => c(new stdClass));
--EXPECTF--
stdClass
12
34
NULLinteger
calledy
o(): Argument #1 ($o) must be of type object, string given, called in %s on line 11
o(): Argument #1 ($o) must be of type object, array given, called in %s on line 12
it(): Argument #1 ($i) must be of type Traversable|array, stdClass given, called in %s on line 13
it(): Argument #1 ($i) must be of type Traversable|array, string given, called in %s on line 14
c(): Argument #1 ($c) must be of type callable, string given, called in %s on line 15
c(): Argument #1 ($c) must be of type callable, array given, called in %s on line 16
c(): Argument #1 ($c) must be of type callable, stdClass given, called in %s on line 17
