--TEST--
SplDoublyLinkedList var_dump
--FILE--
<?php
$d = new SplDoublyLinkedList;
$d->push(1); $d->push("two");
var_dump($d);
?>
--EXPECT--
object(SplDoublyLinkedList)#1 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(0)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    string(3) "two"
  }
}
