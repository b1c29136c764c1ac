--TEST--
IteratorAggregate returning generators, arrays iterators and other aggregates
--FILE--
<?php
class Gen implements IteratorAggregate { function getIterator(): Iterator { yield 'a' => 1; yield 'b' => 2; } }
class Arr implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([3, 4]); } }
class Outer implements IteratorAggregate { function getIterator(): Traversable { return new Gen; } }
foreach ([new Gen, new Arr, new Outer] as $agg) { foreach ($agg as $k => $v) echo "$k:$v "; echo "\n"; }
print_r(iterator_to_array(new Outer));
--EXPECT--
a:1 b:2 
0:3 1:4 
a:1 b:2 
Array
(
    [a] => 1
    [b] => 2
)
