--TEST--
SplStack var_dump shows flags and dllist
--FILE--
<?php
$s = new SplStack;
$s->push('a');
var_dump($s);
?>
--EXPECT--
object(SplStack)#1 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(6)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(1) {
    [0]=>
    string(1) "a"
  }
}
