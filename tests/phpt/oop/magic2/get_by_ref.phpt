--TEST--
__get returning by reference allows indirect modification
--FILE--
<?php
class A {
    private $data = ['list' => []];
    function &__get($n) { return $this->data[$n]; }
}
$a = new A;
$a->list[] = 1;
$a->list[] = 2;
var_dump($a->list);
class B { private $data = ['list' => []]; function __get($n) { return $this->data[$n]; } }
$b = new B;
$b->list[] = 1;
var_dump($b->list);
--EXPECTF--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}

Notice: Indirect modification of overloaded property B::$list has no effect in %s on line 12
array(0) {
}
