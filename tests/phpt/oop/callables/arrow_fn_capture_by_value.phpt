--TEST--
Arrow functions capture by value and cannot modify the outer variable
--FILE--
<?php
$x = 1;
$f = fn() => $x++;
var_dump($f(), $f(), $x);
$arr = [1];
$g = fn() => array_push($arr, 2);
var_dump($g(), $arr);
$y = 5;
$h = fn($y) => $y * 2;
var_dump($h(3));
--EXPECT--
int(1)
int(1)
int(1)
int(2)
array(1) {
  [0]=>
  int(1)
}
int(6)
