--TEST--
a user Iterator in foreach: method call order
--FILE--
<?php
class It implements Iterator {
    private $i = 0;
    function __construct(private array $a) {}
    function current(): mixed { echo "current\n"; return $this->a[$this->i]; }
    function key(): mixed { echo "key\n"; return $this->i; }
    function next(): void { echo "next\n"; $this->i++; }
    function rewind(): void { echo "rewind\n"; $this->i = 0; }
    function valid(): bool { echo "valid\n"; return $this->i < count($this->a); }
}
foreach (new It(['a', 'b']) as $k => $v) echo "$k=>$v\n";
foreach (new It(['x']) as $v) echo "$v\n";
--EXPECT--
rewind
valid
current
key
0=>a
next
valid
current
key
1=>b
next
valid
rewind
valid
current
x
next
valid
