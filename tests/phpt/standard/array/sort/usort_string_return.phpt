--TEST--
usort() with numeric-string results
--FILE--
<?php
$a = [3, 1, 2];
usort($a, fn($x, $y) => (string)($x - $y));
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
