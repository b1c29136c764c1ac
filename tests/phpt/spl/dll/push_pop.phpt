--TEST--
SplDoublyLinkedList push/pop/shift/unshift
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push(1); $d->push(2); $d->unshift(0);
var_dump($d->count(), $d->pop(), $d->shift(), $d->count(), $d->isEmpty());
?>
--EXPECT--
int(3)
int(2)
int(0)
int(1)
bool(false)
