--TEST--
clone is shallow
--FILE--
<?php
class A { public $arr = [1]; public $o; }
$a = new A; $a->o = new stdClass; $b = clone $a; $b->arr[] = 2; $b->o->x = 1; var_dump($a);
--EXPECT--
object(A)#1 (2) {
  ["arr"]=>
  array(1) {
    [0]=>
    int(1)
  }
  ["o"]=>
  object(stdClass)#2 (1) {
    ["x"]=>
    int(1)
  }
}
