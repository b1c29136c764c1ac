--TEST--
SplDoublyLinkedList foreach FIFO
--FILE--
<?php
$d = new SplDoublyLinkedList;
foreach (['x','y','z'] as $v) $d->push($v);
foreach ($d as $k => $v) echo "$k => $v\n";
?>
--EXPECT--
0 => x
1 => y
2 => z
