--TEST--
abstract methods and isAbstract on classes
--FILE--
<?php
abstract class A { abstract protected function a(); public function b() {} }
class B extends A { protected function a() {} }
foreach (['A', 'B'] as $c) { $r = new ReflectionClass($c); var_dump($r->isAbstract()); foreach ($r->getMethods(ReflectionMethod::IS_ABSTRACT) as $m) echo $m->class, '::', $m->name, "\n"; }
?>
--EXPECT--
bool(true)
A::a
bool(false)
