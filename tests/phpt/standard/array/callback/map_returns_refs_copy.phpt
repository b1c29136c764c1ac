--TEST--
array_map() result is independent of the input
--FILE--
<?php
$a = [1, 2];
$b = array_map(fn($x) => $x, $a);
$b[0] = 9;
var_dump($a, $b);
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  int(9)
  [1]=>
  int(2)
}
