--TEST--
A by-reference function returning a temporary: one notice, then the value behaves as a plain value
--FILE--
<?php
function &two() { return 1 + 1; }
$a = &two();
$a++;
$b = two();
var_dump($a, $b);
$arr = [];
$arr[0] = &two();
var_dump($arr);
function &ok(array &$x) { return $x[0]; }
$y = [5];
$r = &ok($y);
$r = 6;
var_dump($y);
--EXPECTF--

Notice: Only variable references should be returned by reference in %s on line 2

Notice: Only variable references should be returned by reference in %s on line 2
int(3)
int(2)

Notice: Only variable references should be returned by reference in %s on line 2
array(1) {
  [0]=>
  int(2)
}
array(1) {
  [0]=>
  &int(6)
}
