--TEST--
foreach over an Iterator calls its methods in php's order
--FILE--
<?php
class Loud implements Iterator {
    private $i = 0;
    function rewind(): void { echo "rewind\n"; $this->i = 0; }
    function valid(): bool { echo "valid\n"; return $this->i < 2; }
    function current(): mixed { echo "current\n"; return $this->i; }
    function key(): mixed { echo "key\n"; return $this->i; }
    function next(): void { echo "next\n"; $this->i++; }
}
foreach (new Loud as $k => $v) echo "body $k $v\n";
echo "--- without key\n";
foreach (new Loud as $v) echo "body $v\n";
--EXPECT--
rewind
valid
current
key
body 0 0
next
valid
current
key
body 1 1
next
valid
--- without key
rewind
valid
current
body 0
next
valid
current
body 1
next
valid
