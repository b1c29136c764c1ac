--TEST--
trait abstract method signatures are enforced (8.0)
--FILE--
<?php
trait T { abstract function f(int $x): string; }
class A { use T; function f(string $x): string { return $x; } }
--EXPECTF--

Fatal error: Declaration of A::f(string $x): string must be compatible with T::f(int $x): string in %s on line 3
