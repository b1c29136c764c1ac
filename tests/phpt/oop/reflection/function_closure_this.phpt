--TEST--
getClosureThis and getClosureScopeClass
--FILE--
<?php
class A { function make() { return function () { return $this; }; } static function smake() { return static function () {}; } }
$a = new A;
$f = new ReflectionFunction($a->make());
var_dump($f->getClosureThis() === $a, $f->getClosureScopeClass()->getName());
$g = new ReflectionFunction(A::smake());
var_dump($g->getClosureThis(), $g->getClosureScopeClass()->getName(), $g->isStatic());
$h = new ReflectionFunction(function () {});
var_dump($h->getClosureScopeClass());
?>
--EXPECT--
bool(true)
string(1) "A"
NULL
string(1) "A"
bool(true)
NULL
