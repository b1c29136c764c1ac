--TEST--
LimitIterator over a generator
--FILE--
<?php
function nums() { $i = 0; while (true) yield $i++; }
foreach (new LimitIterator(nums(), 3, 4) as $v) echo $v, " ";
echo "\n";
?>
--EXPECT--
3 4 5 6
