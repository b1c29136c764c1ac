--TEST--
clone copies arrays by value and keeps references shared
--FILE--
<?php
class A { public $arr = [1]; public $r; }
$x = 1;
$a = new A; $a->r = &$x;
$b = clone $a;
$b->arr[] = 2; $b->r = 5;
var_dump($a->arr, $x, $a->r);
--EXPECT--
array(1) {
  [0]=>
  int(1)
}
int(5)
int(5)
