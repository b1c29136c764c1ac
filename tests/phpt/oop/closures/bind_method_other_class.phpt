--TEST--
Binding a method closure to an object of an unrelated class warns
--FILE--
<?php
class A { function m() { return get_class($this); } }
class B extends A {}
class C {}
$m = (new A)->m(...);
var_dump($m->bindTo(new C));
$b = $m->bindTo(new B);
var_dump($b());
--EXPECTF--

Warning: Cannot bind method A::m() to object of class C in %s on line 6
NULL
string(1) "B"
