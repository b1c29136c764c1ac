--TEST--
Generators passed where an Iterator is expected
--FILE--
<?php
function typed(Iterator $i) { foreach ($i as $v) echo $v; echo "\n"; }
function gen() { yield 1; yield 2; }
typed(gen());
typed(new ArrayIterator([3, 4]));
try { typed([5]); } catch (TypeError $e) { echo preg_replace('/, called in.*/', '', $e->getMessage()), "\n"; }
function it(iterable $i) { foreach ($i as $v) echo $v; echo "\n"; }
it([6, 7]); it(gen());
--EXPECT--
12
34
typed(): Argument #1 ($i) must be of type Iterator, array given
67
12
