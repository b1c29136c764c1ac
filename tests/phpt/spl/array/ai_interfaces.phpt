--TEST--
ArrayIterator interfaces
--FILE--
<?php
$it = new ArrayIterator([]);
var_dump($it instanceof SeekableIterator, $it instanceof Iterator, $it instanceof ArrayAccess, $it instanceof Countable);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
