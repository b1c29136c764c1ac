--TEST--
readonly properties through reflection
--FILE--
<?php
class A { public function __construct(public readonly int $x = 0) {} }
class B { public readonly int $y; }
$o = new A(5);
$p = new ReflectionProperty('A', 'x');
var_dump($p->isReadOnly(), $p->isPromoted(), $p->getValue($o));
try { $p->setValue($o, 6); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$q = new ReflectionProperty('B', 'y');
try { $q->setValue(new B, 1); } catch (Error $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
bool(true)
int(5)
Cannot modify readonly property A::$x
