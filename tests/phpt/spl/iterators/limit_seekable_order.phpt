--TEST--
LimitIterator over a SeekableIterator uses seek()
--FILE--
<?php
class S extends ArrayIterator {
  function seek($p): void { echo "seek $p\n"; parent::seek($p); }
  function valid(): bool { echo "valid\n"; return parent::valid(); }
  function current(): mixed { echo "current\n"; return parent::current(); }
  function key(): string|int|null { echo "key\n"; return parent::key(); }
  function next(): void { echo "next\n"; parent::next(); }
  function rewind(): void { echo "rewind\n"; parent::rewind(); }
}
foreach (new LimitIterator(new S([1,2,3,4]), 1, 2) as $k => $v) echo "got $k $v\n";
$l = new LimitIterator(new S([1,2,3,4]), 1, 3); $l->rewind(); echo "--\n"; $l->seek(3); var_dump($l->current());
?>
--EXPECT--
rewind
seek 1
valid
current
key
got 1 2
next
valid
current
key
got 2 3
next
rewind
seek 1
valid
current
key
--
seek 3
valid
current
key
int(4)
