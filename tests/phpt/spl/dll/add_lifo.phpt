--TEST--
SplDoublyLinkedList add in LIFO mode
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach ([1,2,3] as $v) $d->push($v);
$d->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
$d->add(0, 'first'); $d->add(4, 'last');
var_dump($d->offsetGet(0));
foreach ($d as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
string(4) "last"
4 => last
3 => 3
2 => first
1 => 2
0 => 1
