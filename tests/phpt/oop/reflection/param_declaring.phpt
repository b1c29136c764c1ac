--TEST--
getDeclaringFunction and getDeclaringClass
--FILE--
<?php
class A { function m($x) {} }
function f($y) {}
$p = (new ReflectionMethod('A', 'm'))->getParameters()[0];
var_dump(get_class($p->getDeclaringFunction()), $p->getDeclaringFunction()->name, $p->getDeclaringClass()->name);
$q = (new ReflectionFunction('f'))->getParameters()[0];
var_dump(get_class($q->getDeclaringFunction()), $q->getDeclaringFunction()->name, $q->getDeclaringClass());
?>
--EXPECT--
string(16) "ReflectionMethod"
string(1) "m"
string(1) "A"
string(18) "ReflectionFunction"
string(1) "f"
NULL
