--TEST--
private property shadowing
--FILE--
<?php
class A { private $x = 'A'; function ax() { return $this->x; } }
class B extends A { private $x = 'B'; function bx() { return $this->x; } }
$b = new B; echo $b->ax(), $b->bx(), "\n"; var_dump($b);
--EXPECT--
AB
object(B)#1 (2) {
  ["x":"A":private]=>
  string(1) "A"
  ["x":"B":private]=>
  string(1) "B"
}
