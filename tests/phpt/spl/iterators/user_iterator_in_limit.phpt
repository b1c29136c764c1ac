--TEST--
LimitIterator over a user iterator logs calls
--FILE--
<?php
class It implements Iterator {
    private $i = 0;
    function rewind(): void { echo "rewind\n"; $this->i = 0; }
    function valid(): bool { echo "valid\n"; return $this->i < 3; }
    function current(): mixed { echo "current\n"; return $this->i; }
    function key(): mixed { echo "key\n"; return $this->i; }
    function next(): void { echo "next\n"; $this->i++; }
}
foreach (new LimitIterator(new It, 1, 1) as $v) echo "got $v\n";
?>
--EXPECT--
rewind
valid
next
valid
valid
current
key
got 1
next
