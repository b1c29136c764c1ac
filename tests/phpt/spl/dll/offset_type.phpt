--TEST--
SplDoublyLinkedList offsetGet with a string index
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push(1);
try { $d->offsetGet("a"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($d->offsetGet("0"));
?>
--EXPECT--
TypeError: SplDoublyLinkedList::offsetGet(): Argument #1 ($index) must be of type int, string given
int(1)
