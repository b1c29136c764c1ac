--TEST--
two traits with the same method and no insteadof is fatal
--FILE--
<?php
trait A { function f() {} }
trait B { function f() {} }
class C { use A, B; }
--EXPECTF--

Fatal error: Trait method B::f has not been applied as C::f, because of collision with A::f in %s on line 4
