--TEST--
First-class callable syntax for methods
--FILE--
<?php
class A {
  public function __construct(private int $base) {}
  public function add($x) { return $this->base + $x; }
  public static function make($b) { return new static($b); }
  public function getAdder() { return $this->add(...); }
}
$a = new A(10);
$f = $a->add(...);
var_dump($f(5));
$m = A::make(...);
var_dump($m(3)->add(1));
var_dump($a->getAdder()(7));
$name = "add";
$g = $a->$name(...);
var_dump($g(1));
--EXPECT--
int(15)
int(4)
int(17)
int(11)
