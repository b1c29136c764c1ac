--TEST--
getTarget for every kind of declaration
--FILE--
<?php
#[A] class C {
  #[A] const K = 1;
  #[A] public $p;
  #[A] public function m(#[A] $x) {}
}
#[A] function f() {}
$c = new ReflectionClass('C');
var_dump($c->getAttributes()[0]->getTarget());
var_dump($c->getReflectionConstant('K')->getAttributes()[0]->getTarget());
var_dump($c->getProperty('p')->getAttributes()[0]->getTarget());
var_dump($c->getMethod('m')->getAttributes()[0]->getTarget());
var_dump($c->getMethod('m')->getParameters()[0]->getAttributes()[0]->getTarget());
var_dump((new ReflectionFunction('f'))->getAttributes()[0]->getTarget());
$cl = #[A] function () {};
var_dump((new ReflectionFunction($cl))->getAttributes()[0]->getTarget());
$ar = #[A] fn() => 1;
var_dump((new ReflectionFunction($ar))->getAttributes()[0]->getName());
?>
--EXPECT--
int(1)
int(16)
int(8)
int(4)
int(32)
int(2)
int(2)
string(1) "A"
