--TEST--
rsort() on ints
--FILE--
<?php
$a = [3, 1, 4, 1, 5, 9, 2, 6];
rsort($a);
var_dump($a);
--EXPECT--
array(8) {
  [0]=>
  int(9)
  [1]=>
  int(6)
  [2]=>
  int(5)
  [3]=>
  int(4)
  [4]=>
  int(3)
  [5]=>
  int(2)
  [6]=>
  int(1)
  [7]=>
  int(1)
}
