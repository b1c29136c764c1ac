--TEST--
CallbackFilterIterator and generators combined
--FILE--
<?php
$it = new CallbackFilterIterator(new ArrayIterator(range(1, 10)), fn($v, $k) => $v % 4 == 0);
foreach ($it as $k => $v) echo "$k:$v ";
echo "\n";
$g = (function () { yield 'x' => 1; yield 'y' => 2; })();
foreach (new CallbackFilterIterator($g, fn($v, $k) => $k === 'y') as $k => $v) echo "$k:$v\n";
--EXPECT--
3:4 7:8 
y:2
