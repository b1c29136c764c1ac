--TEST--
isPromoted for constructor parameters
--FILE--
<?php
class A { function __construct(public int $x, $y, private readonly string $z = 'z') {} function m($x) {} }
foreach ((new ReflectionMethod('A', '__construct'))->getParameters() as $p) var_dump($p->isPromoted());
var_dump((new ReflectionMethod('A', 'm'))->getParameters()[0]->isPromoted());
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
