--TEST--
getParentClass and isSubclassOf
--FILE--
<?php
class A {} class B extends A {} class C extends B {} interface I {} class D implements I {}
$c = new ReflectionClass('C');
var_dump($c->getParentClass()->getName());
var_dump($c->getParentClass()->getParentClass()->getName());
var_dump((new ReflectionClass('A'))->getParentClass());
var_dump($c->isSubclassOf('A'), $c->isSubclassOf('C'), $c->isSubclassOf('I'));
var_dump((new ReflectionClass('D'))->isSubclassOf('I'));
var_dump($c->isSubclassOf(new ReflectionClass('B')));
try { $c->isSubclassOf('Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
string(1) "B"
string(1) "A"
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
Class "Nope" does not exist
