--TEST--
self and static types keep their names
--FILE--
<?php
class Z {}
class A extends Z { function a(self $x): static { return $this; } function b(parent $p) {} }
class B extends A { function c(parent $p): ?self { return null; } }
$m = new ReflectionMethod('A', 'a');
var_dump($m->getParameters()[0]->getType()->getName(), $m->getReturnType()->getName(), $m->getReturnType()->isBuiltin());
$c = new ReflectionMethod('B', 'c');
var_dump($c->getParameters()[0]->getType()->getName(), (string) $c->getReturnType());
?>
--EXPECT--
string(4) "self"
string(6) "static"
bool(false)
string(6) "parent"
string(5) "?self"
