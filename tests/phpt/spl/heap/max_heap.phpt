--TEST--
SplMaxHeap order
--FILE--
<?php
$h = new SplMaxHeap;
foreach ([5, 3, 8, 1, 9, 2] as $x) $h->insert($x);
while ($h->valid()) { echo $h->extract(), " "; }
echo "\n";
?>
--EXPECT--
9 8 5 3 2 1
