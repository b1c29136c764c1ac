--TEST--
usort() with the spaceship operator
--FILE--
<?php
$a = [3, 'x' => 1, 2];
usort($a, fn($a, $b) => $a <=> $b);
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
