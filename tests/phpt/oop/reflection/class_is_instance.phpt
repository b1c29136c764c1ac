--TEST--
isInstance
--FILE--
<?php
class A {} class B extends A {} interface I {} class C implements I {}
$a = new ReflectionClass('A');
var_dump($a->isInstance(new A), $a->isInstance(new B), $a->isInstance(new C));
var_dump((new ReflectionClass('I'))->isInstance(new C));
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(true)
