--TEST--
array_multisort() with three arrays and flags
--FILE--
<?php
$a = [1, 1, 1, 2];
$b = ['b', 'a', 'b', 'a'];
$c = [3, 2, 1, 0];
$d = SORT_DESC;
array_multisort($a, $b, $d, $c);
var_dump($a, $b, $c);
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  int(1)
  [3]=>
  int(2)
}
array(4) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "a"
  [3]=>
  string(1) "a"
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  int(2)
  [3]=>
  int(0)
}
