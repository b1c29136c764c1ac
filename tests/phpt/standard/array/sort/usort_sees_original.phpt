--TEST--
the callback sees the unsorted array
--FILE--
<?php
$a = [3, 1, 2];
usort($a, function ($x, $y) use (&$a) { static $n = 0; if ($n++ == 0) var_dump($a); return $x <=> $y; });
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
