--TEST--
RecursiveIteratorIterator getSubIterator
--FILE--
<?php
$it = new RecursiveIteratorIterator(new RecursiveArrayIterator([[10, 20]]));
$it->rewind();
var_dump($it->current(), $it->getDepth(), get_class($it->getSubIterator()), $it->getSubIterator(0)->key(), $it->getSubIterator(5));
var_dump(get_class($it->getInnerIterator()));
?>
--EXPECT--
int(10)
int(1)
string(22) "RecursiveArrayIterator"
int(0)
NULL
string(22) "RecursiveArrayIterator"
