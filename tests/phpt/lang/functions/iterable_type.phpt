--TEST--
iterable type accepts arrays
--FILE--
<?php
function it(iterable $x) { foreach ($x as $v) echo $v; echo "\n"; }
it([1, 2, 3]);
try { it("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
123
it(): Argument #1 ($x) must be of type Traversable|array, string given, called in %s on line 4
