--TEST--
SplDoublyLinkedList __serialize
--FILE--
<?php
$d = new SplQueue;
$d->push(1); $d->push('x');
var_dump($d->__serialize());
?>
--EXPECT--
array(3) {
  [0]=>
  int(4)
  [1]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    string(1) "x"
  }
  [2]=>
  array(0) {
  }
}
