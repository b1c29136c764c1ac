--TEST--
SplDoublyLinkedList removing the element being iterated
--FILE--
<?php
$ll = new SplDoublyLinkedList;
$ll->push(1); $ll->push(2);
$ll->rewind();
$ll->offsetUnset(0);
var_dump($ll->current(), $ll->valid());
$ll->rewind();
var_dump($ll->current(), $ll->valid());
?>
--EXPECT--
NULL
bool(false)
int(2)
bool(true)
