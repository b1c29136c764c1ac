--TEST--
NoRewindIterator manual use
--FILE--
<?php
$ni = new NoRewindIterator(new ArrayIterator([1, 2, 3]));
var_dump($ni->key(), $ni->current());
$ni->next();
$ni->rewind();
var_dump($ni->current(), $ni->valid());
?>
--EXPECT--
int(0)
int(1)
int(2)
bool(true)
