--TEST--
isInstantiable/isCloneable of special classes
--FILE--
<?php
interface I { public function x(); }
$r = new ReflectionClass('I');
var_dump($r->getModifiers(), $r->isAbstract());
class Base { public function __clone() {} }
class PrivClone { private function __clone() {} }
var_dump((new ReflectionClass('Base'))->isCloneable(), (new ReflectionClass('PrivClone'))->isCloneable());
var_dump((new ReflectionClass('Generator'))->isInstantiable(), (new ReflectionClass('Closure'))->isInstantiable());
$rm = new ReflectionMethod('Base', '__clone');
var_dump($rm->getNumberOfParameters(), $rm->getReturnType());
var_dump((new ReflectionClass('ArrayIterator'))->getParentClass());
?>
--EXPECT--
int(0)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
int(0)
NULL
bool(false)
