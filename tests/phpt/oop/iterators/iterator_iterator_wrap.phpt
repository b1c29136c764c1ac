--TEST--
IteratorIterator wraps any Traversable and forwards calls
--FILE--
<?php
$ii = new IteratorIterator(new ArrayObject(['x' => 1, 'y' => 2]));
foreach ($ii as $k => $v) echo "$k=$v\n";
function gen() { yield 1; yield 2; }
$ii2 = new IteratorIterator(gen());
$ii2->rewind();
var_dump($ii2->current(), $ii2->getInnerIterator() instanceof Generator);
--EXPECT--
x=1
y=2
int(1)
bool(true)
