--TEST--
SplQueue enqueue/dequeue
--FILE--
<?php
$q = new SplQueue;
$q->enqueue('a'); $q->enqueue('b'); $q->push('c');
var_dump($q->dequeue(), $q->count());
foreach ($q as $k => $v) echo "$k => $v\n";
var_dump($q);
?>
--EXPECT--
string(1) "a"
int(2)
0 => b
1 => c
object(SplQueue)#1 (2) {
  ["flags":"SplDoublyLinkedList":private]=>
  int(4)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    string(1) "c"
  }
}
