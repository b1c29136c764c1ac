--TEST--
uksort() with a bool-returning callback
--FILE--
<?php
$a = ['b' => 1, 'c' => 2, 'a' => 3];
uksort($a, fn($x, $y) => $x > $y);
var_dump($a);
--EXPECTF--

Deprecated: uksort(): Returning bool from comparison function is deprecated, return an integer less than, equal to, or greater than zero in %s on line 3
array(3) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(1)
  ["c"]=>
  int(2)
}
