--TEST--
NoRewindIterator, InfiniteIterator and LimitIterator together
--FILE--
<?php
$inf = new InfiniteIterator(new ArrayIterator([1, 2, 3]));
foreach (new LimitIterator($inf, 0, 7) as $v) echo $v;
echo "\n";
$g = (function () { yield 1; yield 2; yield 3; })();
$nr = new NoRewindIterator($g);
foreach ($nr as $v) { echo $v; break; }
foreach ($nr as $v) echo $v;
echo "\n";
--EXPECT--
1231231
1123
