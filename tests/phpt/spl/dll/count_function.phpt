--TEST--
count() on SplDoublyLinkedList
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push(1); $d->push(2);
var_dump(count($d));
?>
--EXPECT--
int(2)
