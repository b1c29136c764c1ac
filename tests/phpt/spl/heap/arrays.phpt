--TEST--
SplMinHeap with arrays
--FILE--
<?php
$h = new SplMinHeap;
$h->insert([2, 'b']); $h->insert([1, 'z']); $h->insert([1, 'a']);
foreach ($h as $v) echo implode(",", $v), "\n";
?>
--EXPECT--
1,a
1,z
2,b
