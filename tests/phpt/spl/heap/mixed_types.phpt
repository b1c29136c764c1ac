--TEST--
SplMaxHeap with mixed numbers
--FILE--
<?php
$h = new SplMaxHeap;
foreach ([1, 2.5, "3", -1, 0.5] as $x) $h->insert($x);
foreach ($h as $v) var_dump($v);
?>
--EXPECT--
string(1) "3"
float(2.5)
int(1)
float(0.5)
int(-1)
