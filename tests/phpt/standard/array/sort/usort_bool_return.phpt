--TEST--
usort() with a bool-returning callback (deprecation once)
--FILE--
<?php
$a = [3, 1, 2, 5, 4];
usort($a, fn($x, $y) => $x > $y);
var_dump($a);
--EXPECTF--

Deprecated: usort(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero in %s on line 3
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
  [4]=>
  int(5)
}
