--TEST--
getValue of an uninitialized typed property
--FILE--
<?php
class A { public int $x; }
$p = new ReflectionProperty('A', 'x');
try { $p->getValue(new A); } catch (Error $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Typed property A::$x must not be accessed before initialization
