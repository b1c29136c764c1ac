--TEST--
foreach over an Iterator calls its methods one element at a time
--FILE--
<?php
class It implements Iterator {
  private $i = 0;
  function rewind(): void { echo "rewind\n"; $this->i = 0; }
  function valid(): bool { echo "valid\n"; return $this->i < 3; }
  function current(): mixed { echo "current\n"; return $this->i; }
  function key(): mixed { echo "key\n"; return "k" . $this->i; }
  function next(): void { echo "next\n"; $this->i++; }
}
foreach (new It as $v) { echo "body $v\n"; if ($v == 1) break; }
foreach (new It as $k => $v) { echo "body $k $v\n"; }
class Same implements Iterator {
  private $i = 0;
  function rewind(): void { $this->i = 0; }
  function valid(): bool { return $this->i < 3; }
  function current(): mixed { return $this->i; }
  function key(): mixed { return "same"; }
  function next(): void { $this->i++; }
}
foreach (new Same as $k => $v) echo "$k=$v\n";
class Bad implements IteratorAggregate { #[ReturnTypeWillChange] function getIterator() { return [1]; } }
try { foreach (new Bad as $v) {} } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
rewind
valid
current
body 0
next
valid
current
body 1
rewind
valid
current
key
body k0 0
next
valid
current
key
body k1 1
next
valid
current
key
body k2 2
next
valid
same=0
same=1
same=2
Exception: Objects returned by Bad::getIterator() must be traversable or implement interface Iterator
