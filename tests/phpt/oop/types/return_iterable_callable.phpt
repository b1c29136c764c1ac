--TEST--
iterable, callable and union return types
--FILE--
<?php
function t(callable $f) { try { $f(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; } }
function it($x): iterable { return $x; }
function cb($x): callable { return $x; }
function u($x): int|stdClass { return $x; }
var_dump(it([1]));
var_dump(it(new ArrayIterator([])) instanceof Traversable);
t(fn() => it(1));
echo cb('strlen'), "\n";
t(fn() => cb('nope_fn'));
var_dump(u('12'));
t(fn() => u(new ArrayObject([])));
--EXPECT--
array(1) {
  [0]=>
  int(1)
}
bool(true)
it(): Return value must be of type Traversable|array, int returned
strlen
cb(): Return value must be of type callable, string returned
int(12)
u(): Return value must be of type stdClass|int, ArrayObject returned
