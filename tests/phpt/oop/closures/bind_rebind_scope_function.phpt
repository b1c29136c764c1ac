--TEST--
Rebinding the scope of a closure made from a function warns
--FILE--
<?php
class A {}
function f() { return 42; }
$f = f(...);
var_dump($f->bindTo(null, "A"));
var_dump($f->bindTo(null)());
$s = strlen(...);
var_dump($s->bindTo(null, A::class));
--EXPECTF--

Warning: Cannot rebind scope of closure created from function in %s on line 5
NULL
int(42)

Warning: Cannot rebind scope of closure created from function in %s on line 8
NULL
