--TEST--
Binding a method closure to an object of an unrelated class warns
--FILE--
<?php
class A { function m() { return get_class($this); } }
class B {}
$c = Closure::fromCallable([new A, 'm']);
var_dump($c->bindTo(new B));
class C extends A {}
var_dump($c->bindTo(new C)());
--EXPECTF--

Warning: Cannot bind method A::m() to object of class B in %s on line 5
NULL
string(1) "C"
