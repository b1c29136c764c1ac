--TEST--
dropping a parent return type is fatal
--FILE--
<?php
class A { function f(): array { return []; } }
class B extends A { function f() { return []; } }
--EXPECTF--

Fatal error: Declaration of B::f() must be compatible with A::f(): array in %s on line 3
