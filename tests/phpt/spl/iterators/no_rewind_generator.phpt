--TEST--
NoRewindIterator over a generator
--FILE--
<?php
function g() { yield 1; yield 2; yield 3; }
$gen = g();
$it = new NoRewindIterator($gen);
foreach ($it as $v) { echo $v; break; }
foreach ($it as $v) echo $v;
echo "\n";
?>
--EXPECT--
1123
