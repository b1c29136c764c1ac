--TEST--
SplMinHeap with strings
--FILE--
<?php
$h = new SplMinHeap;
foreach (["pear", "apple", "fig", "banana"] as $x) $h->insert($x);
foreach ($h as $v) echo $v, "\n";
?>
--EXPECT--
apple
banana
fig
pear
