--TEST--
trait conflict resolution
--FILE--
<?php
trait A { function f() { return 'A'; } } trait B { function f() { return 'B'; } }
class C { use A, B { B::f insteadof A; A::f as g; } }
$c = new C; echo $c->f(), $c->g(), "\n";
--EXPECT--
BA
