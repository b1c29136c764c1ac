--TEST--
SplDoublyLinkedList implements
--FILE--
<?php
$s = new SplStack;
var_dump($s instanceof SplDoublyLinkedList, $s instanceof Iterator, $s instanceof Countable, $s instanceof ArrayAccess);
var_dump(get_parent_class($s));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
string(19) "SplDoublyLinkedList"
