--TEST--
SplMinHeap var_dump shows the heap layout
--FILE--
<?php
$h = new SplMinHeap;
foreach ([5, 3, 8, 1, 9, 2, 7, 4, 6, 0] as $x) $h->insert($x);
var_dump($h);
?>
--EXPECT--
object(SplMinHeap)#1 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(10) {
    [0]=>
    int(0)
    [1]=>
    int(1)
    [2]=>
    int(2)
    [3]=>
    int(4)
    [4]=>
    int(3)
    [5]=>
    int(8)
    [6]=>
    int(7)
    [7]=>
    int(5)
    [8]=>
    int(6)
    [9]=>
    int(9)
  }
}
