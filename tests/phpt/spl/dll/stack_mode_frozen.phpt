--TEST--
SplStack iterator mode is frozen
--FILE--
<?php
$s = new SplStack;
try { $s->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($s->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO | SplDoublyLinkedList::IT_MODE_DELETE));
var_dump($s->getIteratorMode());
?>
--EXPECT--
RuntimeException: Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen
int(7)
int(7)
