--TEST--
Iterator in foreach
--FILE--
<?php
class It implements Iterator { private $i = 0; function current(): mixed { return $this->i * 10; } function key(): mixed { return $this->i; } function next(): void { $this->i++; } function rewind(): void { $this->i = 0; } function valid(): bool { return $this->i < 3; } }
foreach (new It as $k => $v) echo "$k=>$v\n";
--EXPECT--
0=>0
1=>10
2=>20
