--TEST--
SplDoublyLinkedList top and bottom
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push('a'); $d->push('b'); $d->push('c');
var_dump($d->top(), $d->bottom());
?>
--EXPECT--
string(1) "c"
string(1) "a"
