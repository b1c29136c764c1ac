--TEST--
heap classes hierarchy
--FILE--
<?php
var_dump(new SplMinHeap instanceof SplHeap, new SplMaxHeap instanceof Countable, new SplPriorityQueue instanceof Iterator, new SplPriorityQueue instanceof SplHeap);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
