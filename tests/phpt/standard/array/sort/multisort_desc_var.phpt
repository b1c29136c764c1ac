--TEST--
array_multisort() with SORT_DESC from a variable
--FILE--
<?php
$a = [1, 3, 2];
$b = ['x', 'y', 'z'];
$desc = SORT_DESC;
array_multisort($a, $desc, $b);
var_dump($a, $b);
--EXPECT--
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(2)
  [2]=>
  int(1)
}
array(3) {
  [0]=>
  string(1) "y"
  [1]=>
  string(1) "z"
  [2]=>
  string(1) "x"
}
