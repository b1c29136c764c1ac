--TEST--
child method may add optional parameters and widen types
--FILE--
<?php
class A { function f(int $a): int|string { return $a; } }
class B extends A { function f(int|string $a, $extra = 0): int { return (int)$a + $extra; } }
var_dump((new B)->f("5", 2));
--EXPECT--
int(7)
