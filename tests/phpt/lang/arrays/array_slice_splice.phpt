--TEST--
array_slice and array_splice
--FILE--
<?php
$a = [1, 2, 3, 4, 5];
var_dump(array_slice($a, 1, 2), array_slice($a, -2), array_slice($a, 1, 2, true));
$b = $a;
$removed = array_splice($b, 1, 2, ['x', 'y', 'z']);
var_dump($removed, $b);
--EXPECT--
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
array(2) {
  [0]=>
  int(4)
  [1]=>
  int(5)
}
array(2) {
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
array(6) {
  [0]=>
  int(1)
  [1]=>
  string(1) "x"
  [2]=>
  string(1) "y"
  [3]=>
  string(1) "z"
  [4]=>
  int(4)
  [5]=>
  int(5)
}
