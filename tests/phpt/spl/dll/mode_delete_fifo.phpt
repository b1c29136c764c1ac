--TEST--
SplDoublyLinkedList IT_MODE_DELETE FIFO
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach ([1,2,3] as $v) $d->push($v);
var_dump($d->setIteratorMode(SplDoublyLinkedList::IT_MODE_DELETE));
foreach ($d as $k => $v) echo "$k => $v\n";
var_dump(count($d));
?>
--EXPECT--
int(1)
0 => 1
0 => 2
0 => 3
int(0)
