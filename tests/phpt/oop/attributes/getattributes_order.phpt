--TEST--
attributes keep declaration order
--FILE--
<?php
#[B1] #[A1(1)]
#[C1, D1]
class X {}
echo implode(' ', array_map(fn($a) => $a->getName(), (new ReflectionClass('X'))->getAttributes())), "\n";
?>
--EXPECT--
B1 A1 C1 D1
