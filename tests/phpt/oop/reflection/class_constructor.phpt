--TEST--
getConstructor
--FILE--
<?php
class A { function __construct($a, $b = 1) {} }
class B extends A {}
class C {}
$m = (new ReflectionClass('B'))->getConstructor();
echo $m->class, '::', $m->name, ' ', $m->getNumberOfParameters(), ' ', $m->getNumberOfRequiredParameters(), "\n";
var_dump((new ReflectionClass('C'))->getConstructor());
var_dump($m->isConstructor());
?>
--EXPECT--
A::__construct 2 1
NULL
bool(true)
