--TEST--
usort() with float results truncated to int
--FILE--
<?php
$a = [0.3, 0.1, 0.2];
usort($a, fn($x, $y) => $x - $y);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  float(0.3)
  [1]=>
  float(0.1)
  [2]=>
  float(0.2)
}
