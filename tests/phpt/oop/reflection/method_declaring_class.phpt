--TEST--
getDeclaringClass of inherited methods
--FILE--
<?php
class A { function m() {} } class B extends A { function n() {} }
$m = new ReflectionMethod('B', 'm');
var_dump($m->class, $m->getDeclaringClass()->getName());
$n = new ReflectionMethod('B', 'n');
var_dump($n->getDeclaringClass()->getName());
?>
--EXPECT--
string(1) "A"
string(1) "A"
string(1) "B"
