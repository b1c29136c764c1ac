--TEST--
constructor signature is checked when the parent declares it abstract
--FILE--
<?php
abstract class A { abstract function __construct(int $a); }
class B extends A { function __construct(string $a) {} }
--EXPECTF--

Fatal error: Declaration of B::__construct(string $a) must be compatible with A::__construct(int $a) in %s on line 3
