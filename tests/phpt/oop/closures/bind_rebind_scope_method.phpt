--TEST--
Rebinding the scope of a method closure warns
--FILE--
<?php
class A { function m() { return 1; } static function s() { return static::class; } }
class B extends A {}
$m = (new A)->m(...);
var_dump($m->bindTo(new A, "B"));
$s = A::s(...);
var_dump($s->bindTo(null, "B"));
var_dump($s->bindTo(null, "A")());
--EXPECTF--

Warning: Cannot rebind scope of closure created from method in %s on line 5
NULL

Warning: Cannot rebind scope of closure created from method in %s on line 7
NULL
string(1) "A"
