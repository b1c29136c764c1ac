--TEST--
Order of inner iterator calls made by the SPL iterators
--FILE--
<?php
class L extends ArrayIterator {
  function valid(): bool { echo "valid "; return parent::valid(); }
  function current(): mixed { echo "current "; return parent::current(); }
  function key(): string|int|null { echo "key "; return parent::key(); }
  function next(): void { echo "next "; parent::next(); }
  function rewind(): void { echo "rewind "; parent::rewind(); }
}
echo "II: "; foreach (new IteratorIterator(new L([1,2])) as $v) echo "[$v] "; echo "\n";
echo "CF: "; foreach (new CallbackFilterIterator(new L([1,2,3]), fn($v) => $v != 2) as $v) echo "[$v] "; echo "\n";
echo "CI: "; foreach (new CachingIterator(new L([1,2])) as $v) echo "[$v] "; echo "\n";
echo "AP: "; $a = new AppendIterator; $a->append(new L([1])); $a->append(new L([2])); echo "| "; foreach ($a as $v) echo "[$v] "; echo "\n";
echo "NR: "; foreach (new NoRewindIterator(new L([1,2])) as $v) echo "[$v] "; echo "\n";
echo "IN: "; foreach (new LimitIterator(new InfiniteIterator(new L([1,2])), 0, 3) as $v) echo "[$v] "; echo "\n";
echo "MI: "; $m = new MultipleIterator; $m->attachIterator(new L([1])); $m->attachIterator(new L([2,3])); foreach ($m as $v) echo "[", implode(",", $v), "] "; echo "\n";
class RL extends RecursiveArrayIterator {
  function valid(): bool { echo "valid "; return parent::valid(); }
  function hasChildren(): bool { echo "has "; return parent::hasChildren(); }
  function getChildren(): ?RecursiveArrayIterator { echo "get "; return parent::getChildren(); }
  function next(): void { echo "next "; parent::next(); }
  function rewind(): void { echo "rewind "; parent::rewind(); }
}
echo "RII: "; foreach (new RecursiveIteratorIterator(new RL([1,[2]])) as $v) echo "[$v] "; echo "\n";
echo "RX: "; foreach (new RegexIterator(new L(['a','b']), '/a/') as $v) echo "[$v] "; echo "\n";
?>
--EXPECT--
II: rewind valid current key [1] next valid current key [2] next valid 
CF: rewind valid current key [1] next valid current key next valid current key [3] next valid 
CI: rewind valid current key next [1] valid current key next [2] valid 
AP: rewind valid current key valid valid | rewind valid current key valid current key [1] valid next valid rewind valid current key valid current key [2] valid next valid 
NR: valid current [1] next valid current [2] next valid 
IN: rewind valid current key [1] next valid current key [2] next valid rewind valid current key [1] next valid current key 
MI: rewind rewind valid valid valid current valid current [1,2] next next valid 
RII: rewind valid has valid [1] next valid has get rewind valid has valid [2] next valid next valid valid 
RX: rewind valid current key [a] next valid current key next valid
