--TEST--
ReflectionProperty errors
--FILE--
<?php
class A { public $x; } class B {}
try { new ReflectionProperty('A', 'nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionProperty('Nope', 'x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$p = new ReflectionProperty('A', 'x');
try { $p->getValue(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $p->getValue(new B); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Property A::$nope does not exist
Class "Nope" does not exist
ReflectionProperty::getValue(): Argument #1 ($object) must be provided for instance properties
Given object is not an instance of the class this property was declared in
