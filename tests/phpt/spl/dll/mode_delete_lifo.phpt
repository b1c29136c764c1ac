--TEST--
SplDoublyLinkedList IT_MODE_DELETE LIFO
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach ([1,2,3] as $v) $d->push($v);
$d->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE | SplDoublyLinkedList::IT_MODE_LIFO);
foreach ($d as $k => $v) echo "$k => $v\n";
var_dump($d->count(), $d->getIteratorMode());
?>
--EXPECT--
2 => 3
1 => 2
0 => 1
int(0)
int(3)
