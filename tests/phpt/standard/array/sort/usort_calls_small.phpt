--TEST--
usort() comparison order for 5 elements
--FILE--
<?php
$a = [5, 3, 4, 1, 2];
usort($a, function ($x, $y) { echo "$x-$y "; return $x <=> $y; });
echo "\n";
var_dump($a);
--EXPECT--
5-3 4-3 5-4 5-1 4-1 3-1 5-2 4-2 3-2 1-2 
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
  [4]=>
  int(5)
}
