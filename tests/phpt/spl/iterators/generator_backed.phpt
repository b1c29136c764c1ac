--TEST--
SPL iterators over generators
--FILE--
<?php
function gen() { foreach (['x' => 1, 'y' => 2, 'z' => 3] as $k => $v) yield $k => $v; }
$it = new CallbackFilterIterator(gen(), fn($v) => $v != 2);
foreach ($it as $k => $v) echo "$k=$v\n";
?>
--EXPECT--
x=1
z=3
