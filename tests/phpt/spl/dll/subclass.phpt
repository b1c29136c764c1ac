--TEST--
SplStack subclass keeps LIFO
--FILE--
<?php
class MyStack extends SplStack { public $name = 'n'; }
$s = new MyStack;
$s->push(1); $s->push(2);
foreach ($s as $v) echo $v, "\n";
var_dump($s);
?>
--EXPECT--
2
1
object(MyStack)#1 (3) {
  ["name"]=>
  string(1) "n"
  ["flags":"SplDoublyLinkedList":private]=>
  int(6)
  ["dllist":"SplDoublyLinkedList":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
