--TEST--
SplDoublyLinkedList clone is independent
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push(1);
$c = clone $d;
$c->push(2);
var_dump(count($d), count($c));
?>
--EXPECT--
int(1)
int(2)
