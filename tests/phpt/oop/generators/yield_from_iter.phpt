--TEST--
generator: yield from an iterator object calls its methods lazily
--FILE--
<?php
class It implements Iterator {
  private $i = 0;
  function __construct(private array $k) {}
  function rewind(): void { echo "rewind\n"; $this->i = 0; }
  function valid(): bool { echo "valid\n"; return $this->i < count($this->k); }
  function current(): mixed { echo "current\n"; return $this->k[$this->i] * 10; }
  function key(): mixed { echo "key\n"; return $this->k[$this->i]; }
  function next(): void { echo "next\n"; $this->i++; }
}
function g() { yield 0; $r = yield from new It([1, 2]); var_dump($r); yield 9; }
foreach (g() as $k => $v) echo "$k=$v\n";
class Agg implements IteratorAggregate { function getIterator(): Iterator { return new It([5]); } }
function h() { yield from new Agg; }
foreach (h() as $k => $v) echo "$k=$v\n";
--EXPECT--
0=0
rewind
valid
current
key
1=10
next
valid
current
key
2=20
next
valid
NULL
1=9
rewind
valid
current
key
5=50
next
valid
