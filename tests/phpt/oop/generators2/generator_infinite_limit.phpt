--TEST--
An infinite generator consumed with a limit, and LimitIterator
--FILE--
<?php
function naturals() { $i = 0; while (true) yield $i++; }
foreach (naturals() as $n) { if ($n > 4) break; echo $n; }
echo "\n";
foreach (new LimitIterator(naturals(), 3, 4) as $k => $n) echo "$k:$n ";
echo "\n";
--EXPECT--
01234
3:3 4:4 5:5 6:6
