--TEST--
An exception from an iterator method aborts foreach
--FILE--
<?php
class It implements Iterator {
    private $i = 0;
    function rewind(): void {}
    function valid(): bool { if ($this->i == 2) throw new RuntimeException('valid failed'); return true; }
    function current(): mixed { return $this->i; }
    function key(): mixed { return $this->i; }
    function next(): void { $this->i++; }
}
try { foreach (new It as $v) echo $v, "\n"; } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
0
1
valid failed
