--TEST--
array_splice() inserting without removing
--FILE--
<?php
$a = [1, 2, 3];
array_splice($a, 1, 0, [9, 8]);
var_dump($a);
--EXPECT--
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(9)
  [2]=>
  int(8)
  [3]=>
  int(2)
  [4]=>
  int(3)
}
