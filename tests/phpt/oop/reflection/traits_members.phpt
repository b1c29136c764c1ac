--TEST--
methods and properties imported from traits
--FILE--
<?php
trait T { public $tp = 't'; public static $ts; public function tm() {} abstract public function ta(); public static function tst() {} }
class A { use T; public $own; public function ta() {} public function own() {} }
$r = new ReflectionClass('A');
foreach ($r->getMethods() as $m) echo $m->class, '::', $m->name, "\n";
foreach ($r->getProperties() as $p) echo $p->class, '::', $p->name, "\n";
$t = new ReflectionClass('T');
var_dump($t->isAbstract(), $t->isInstantiable());
foreach ($t->getMethods() as $m) echo $m->class, '::', $m->name, ' ', var_export($m->isAbstract(), true), "\n";
class B { use T { tm as protected aliased; } public function ta() {} }
foreach ((new ReflectionClass('B'))->getMethods() as $m) echo $m->class, '::', $m->name, ' ', $m->getModifiers(), "\n";
?>
--EXPECT--
A::ta
A::own
A::tm
A::tst
A::own
A::tp
A::ts
bool(true)
bool(false)
T::tm false
T::ta true
T::tst false
B::ta 1
B::aliased 2
B::tm 1
B::tst 17
