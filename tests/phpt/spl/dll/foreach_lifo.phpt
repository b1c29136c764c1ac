--TEST--
SplDoublyLinkedList foreach LIFO
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach (['x','y','z'] as $v) $d->push($v);
$d->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
foreach ($d as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
2 => z
1 => y
0 => x
