--TEST--
assigning to the array inside the callback is overwritten
--FILE--
<?php
$a = [3, 1, 2];
usort($a, function ($x, $y) use (&$a) { $a = 'gone'; return $x <=> $y; });
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
