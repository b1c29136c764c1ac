--TEST--
IteratorAggregate returning another IteratorAggregate or a generator
--FILE--
<?php
class Inner implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator(['a' => 1]); } }
class Outer implements IteratorAggregate { function getIterator(): Traversable { return new Inner; } }
class Gen implements IteratorAggregate { function getIterator(): Generator { yield 'g' => 2; } }
foreach ([new Outer, new Gen] as $agg) foreach ($agg as $k => $v) echo "$k=$v\n";
var_dump(iterator_to_array(new Outer));
--EXPECT--
a=1
g=2
array(1) {
  ["a"]=>
  int(1)
}
