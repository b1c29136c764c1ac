--TEST--
SplQueue iterator mode is frozen
--FILE--
<?php
$q = new SplQueue;
try { $q->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($q->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE));
$q->enqueue(1); $q->enqueue(2);
foreach ($q as $v) echo $v, "\n";
var_dump(count($q));
?>
--EXPECT--
RuntimeException: Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen
int(5)
1
2
int(0)
