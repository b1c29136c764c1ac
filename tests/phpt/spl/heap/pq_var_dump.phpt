--TEST--
SplPriorityQueue var_dump
--FILE--
<?php
$q = new SplPriorityQueue;
$q->insert('a', 1); $q->insert('b', 2); $q->insert('c', 0);
var_dump($q);
?>
--EXPECT--
object(SplPriorityQueue)#1 (3) {
  ["flags":"SplPriorityQueue":private]=>
  int(1)
  ["isCorrupted":"SplPriorityQueue":private]=>
  bool(false)
  ["heap":"SplPriorityQueue":private]=>
  array(3) {
    [0]=>
    array(2) {
      ["data"]=>
      string(1) "b"
      ["priority"]=>
      int(2)
    }
    [1]=>
    array(2) {
      ["data"]=>
      string(1) "a"
      ["priority"]=>
      int(1)
    }
    [2]=>
    array(2) {
      ["data"]=>
      string(1) "c"
      ["priority"]=>
      int(0)
    }
  }
}
