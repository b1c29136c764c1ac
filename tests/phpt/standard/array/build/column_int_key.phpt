--TEST--
array_column() with int column keys
--FILE--
<?php
$r = [[1, 2, 3], [4, 5], [6]];
var_dump(array_column($r, 1));
var_dump(array_column($r, 0, 2));
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(5)
}
array(3) {
  [3]=>
  int(1)
  [4]=>
  int(4)
  [5]=>
  int(6)
}
