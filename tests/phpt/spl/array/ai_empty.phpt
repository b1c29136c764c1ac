--TEST--
ArrayIterator over an empty array
--FILE--
<?php
$it = new ArrayIterator();
$it->rewind();
var_dump($it->valid(), $it->current(), $it->key(), count($it));
?>
--EXPECT--
bool(false)
NULL
NULL
int(0)
