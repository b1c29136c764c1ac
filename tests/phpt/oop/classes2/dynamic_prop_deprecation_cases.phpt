--TEST--
dynamic property deprecation: once per write, not for stdClass or AllowDynamicProperties subclasses
--FILE--
<?php
class A {}
#[AllowDynamicProperties] class B {}
class C extends B {}
class D extends stdClass {}
$a = new A; $a->x = 1; $a->x = 2; $a->y = 3;
$b = new B; $b->x = 1;
$c = new C; $c->x = 1;
$d = new D; $d->x = 1;
echo $a->x, $b->x, $c->x, $d->x, "\n";
$a2 = new A; $a2->x = 1;
--EXPECTF--

Deprecated: Creation of dynamic property A::$x is deprecated in %s on line 6

Deprecated: Creation of dynamic property A::$y is deprecated in %s on line 6
2111

Deprecated: Creation of dynamic property A::$x is deprecated in %s on line 11
