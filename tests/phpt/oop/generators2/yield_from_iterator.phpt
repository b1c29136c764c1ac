--TEST--
yield from an Iterator and an IteratorAggregate
--FILE--
<?php
class Agg implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator(['p' => 1, 'q' => 2]); } }
function g() { yield from new ArrayIterator([10, 20]); yield from new Agg; }
foreach (g() as $k => $v) { echo "$k => $v\n"; }
--EXPECT--
0 => 10
1 => 20
p => 1
q => 2
