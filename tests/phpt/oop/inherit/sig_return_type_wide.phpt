--TEST--
widening a return type in a child is fatal
--FILE--
<?php
class A { function f(): int { return 1; } }
class B extends A { function f(): int|string { return 1; } }
--EXPECTF--

Fatal error: Declaration of B::f(): string|int must be compatible with A::f(): int in %s on line 3
