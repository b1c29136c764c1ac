--TEST--
array_multisort() with mixed values
--FILE--
<?php
$a = ['b', 2, 'a', 1, true, null];
$b = [1, 2, 3, 4, 5, 6];
array_multisort($a, $b);
var_dump($a, $b);
--EXPECT--
array(6) {
  [0]=>
  NULL
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  string(1) "a"
  [4]=>
  string(1) "b"
  [5]=>
  bool(true)
}
array(6) {
  [0]=>
  int(6)
  [1]=>
  int(4)
  [2]=>
  int(2)
  [3]=>
  int(3)
  [4]=>
  int(1)
  [5]=>
  int(5)
}
