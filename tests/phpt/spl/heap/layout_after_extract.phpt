--TEST--
SplMaxHeap layout after extract
--FILE--
<?php
$h = new SplMaxHeap;
foreach ([4, 9, 1, 7, 3, 8, 2, 6, 5] as $x) $h->insert($x);
$h->extract(); $h->extract();
var_dump($h);
?>
--EXPECT--
object(SplMaxHeap)#1 (3) {
  ["flags":"SplHeap":private]=>
  int(0)
  ["isCorrupted":"SplHeap":private]=>
  bool(false)
  ["heap":"SplHeap":private]=>
  array(7) {
    [0]=>
    int(7)
    [1]=>
    int(6)
    [2]=>
    int(5)
    [3]=>
    int(4)
    [4]=>
    int(3)
    [5]=>
    int(1)
    [6]=>
    int(2)
  }
}
