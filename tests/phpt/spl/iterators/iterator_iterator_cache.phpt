--TEST--
IteratorIterator caches current and key
--FILE--
<?php
$inner = new ArrayIterator([1, 2, 3]);
$it = new IteratorIterator($inner);
$it->rewind();
$inner->next();
var_dump($it->current(), $it->key(), $inner->current());
$it->next();
var_dump($it->current());
?>
--EXPECT--
int(1)
int(0)
int(2)
int(3)
