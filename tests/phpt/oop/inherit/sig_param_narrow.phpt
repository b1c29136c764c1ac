--TEST--
narrowing a parameter type in a child is fatal
--FILE--
<?php
class A { function f(int|string $x) {} }
class B extends A { function f(int $x) {} }
--EXPECTF--

Fatal error: Declaration of B::f(int $x) must be compatible with A::f(string|int $x) in %s on line 3
