--TEST--
sorting a copy leaves the original
--FILE--
<?php
$a = [3, 1, 2];
$b = $a;
sort($b);
var_dump($a, $b);
--EXPECT--
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
