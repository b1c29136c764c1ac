--TEST--
static properties inherited and redeclared
--FILE--
<?php
class A { public static $x = 'a'; protected static $y = 'ay'; }
class B extends A { public static $x = 'b'; }
$rb = new ReflectionClass('B');
foreach ($rb->getProperties() as $p) echo $p->class, '::', $p->name, ' = ', $p->getValue(), "\n";
$rb->setStaticPropertyValue('x', 'B2');
var_dump(B::$x, A::$x);
(new ReflectionProperty('A', 'y'))->setValue('changed');
var_dump((new ReflectionProperty('B', 'y'))->getValue());
?>
--EXPECT--
B::x = b
A::y = ay
string(2) "B2"
string(1) "a"
string(7) "changed"
