--TEST--
a class with __toString implements Stringable automatically
--FILE--
<?php
class A { function __toString(): string { return "a"; } }
class B extends A {}
var_dump(new A instanceof Stringable, new B instanceof Stringable, in_array('Stringable', class_implements('A')));
function takes(Stringable $s) { return (string)$s; }
echo takes(new B), "\n";
--EXPECT--
bool(true)
bool(true)
bool(true)
a
