--TEST--
usort() with by-reference callback parameters
--FILE--
<?php
$a = [2, 1];
usort($a, function (&$x, &$y) { return $x <=> $y; });
var_dump($a);
--EXPECTF--

Warning: {closure}(): Argument #1 ($x) must be passed by reference, value given in %s on line 3

Warning: {closure}(): Argument #2 ($y) must be passed by reference, value given in %s on line 3
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
