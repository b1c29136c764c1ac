--TEST--
array_multisort() sorts two arrays together
--FILE--
<?php
$a = [3, 1, 2];
$b = ['c', 'a', 'b'];
var_dump(array_multisort($a, $b));
var_dump($a, $b);
--EXPECT--
bool(true)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
