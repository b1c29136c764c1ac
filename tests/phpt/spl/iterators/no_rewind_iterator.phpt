--TEST--
NoRewindIterator
--FILE--
<?php
$inner = new ArrayIterator([1, 2, 3, 4]);
$it = new NoRewindIterator($inner);
foreach ($it as $v) { echo $v; if ($v == 2) break; }
echo "\n";
foreach ($it as $v) echo $v;
echo "\n";
?>
--EXPECT--
12
234
