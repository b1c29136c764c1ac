--TEST--
array_splice with a negative length
--FILE--
<?php
$a = [1, 2, 3, 4, 5];
var_dump(array_splice($a, 1, -1));
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(2)
  [1]=>
  int(3)
  [2]=>
  int(4)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(5)
}
