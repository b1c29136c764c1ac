--TEST--
ReflectionFunction of a function with attributes and many params
--FILE--
<?php
#[Pure]
function compute(int $a, int $b = 2, int ...$more): int { return $a + $b + array_sum($more); }
$f = new ReflectionFunction('compute');
var_dump($f->invoke(1), $f->invoke(1, 1, 1, 1), $f->invokeArgs([10]));
var_dump($f->getAttributes()[0]->getName());
var_dump($f->getNumberOfParameters(), $f->getNumberOfRequiredParameters(), $f->isVariadic());
?>
--EXPECT--
int(3)
int(4)
int(12)
string(4) "Pure"
int(3)
int(1)
bool(true)
