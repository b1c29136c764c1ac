--TEST--
IteratorAggregate in foreach
--FILE--
<?php
class Agg implements IteratorAggregate { function getIterator(): Iterator { return new ArrayIterator([1, 2]); } }
class Agg2 implements IteratorAggregate { function getIterator(): Traversable { return new Agg3; } }
class Agg3 implements Iterator { private $i = 0; function current(): mixed { return 'v'; } function key(): mixed { return $this->i; } function next(): void { $this->i++; } function rewind(): void {} function valid(): bool { return $this->i < 2; } }
foreach (new Agg2 as $k => $v) echo "$k=$v\n";
--EXPECT--
0=v
1=v
