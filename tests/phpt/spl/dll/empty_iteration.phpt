--TEST--
SplDoublyLinkedList iteration when empty
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->rewind();
var_dump($d->valid(), $d->current(), $d->key());
foreach ($d as $v) echo "never\n";
echo "done\n";
?>
--EXPECT--
bool(false)
NULL
int(0)
done
