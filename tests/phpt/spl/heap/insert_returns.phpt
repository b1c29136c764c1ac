--TEST--
SplHeap::insert returns true
--FILE--
<?php
$h = new SplMinHeap;
var_dump($h->insert(1));
$p = new SplPriorityQueue;
var_dump($p->insert('a', 1));
?>
--EXPECT--
bool(true)
bool(true)
