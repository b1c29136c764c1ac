--TEST--
array_splice with only an offset
--FILE--
<?php
$a = [1, 2, 3, 4];
var_dump(array_splice($a, 2));
var_dump($a);
$b = [1, 2, 3, 4];
var_dump(array_splice($b, -1));
var_dump($b);
--EXPECT--
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(4)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(1) {
  [0]=>
  int(4)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
