--TEST--
IteratorIterator over a generator
--FILE--
<?php
function g() { yield 'a' => 1; yield 'b' => 2; }
foreach (new IteratorIterator(g()) as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
a => 1
b => 2
