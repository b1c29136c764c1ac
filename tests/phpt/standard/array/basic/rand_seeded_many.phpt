--TEST--
array_rand() with a seed, several keys
--FILE--
<?php
mt_srand(11);
var_dump(array_rand(range(0, 9), 3));
var_dump(array_rand(range(0, 9), 8));
--EXPECT--
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(9)
}
array(8) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(4)
  [4]=>
  int(5)
  [5]=>
  int(6)
  [6]=>
  int(8)
  [7]=>
  int(9)
}
