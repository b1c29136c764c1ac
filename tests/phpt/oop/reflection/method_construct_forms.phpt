--TEST--
ReflectionMethod constructor forms
--FILE--
<?php
class A { function m() {} }
$a = new A;
echo (new ReflectionMethod('A::m'))->name, "\n";
echo (new ReflectionMethod($a, 'M'))->name, "\n";
echo (new ReflectionMethod('a', 'm'))->class, "\n";
try { new ReflectionMethod('A', 'x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('Nope', 'x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('A::x'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
m
m
A
Method A::x() does not exist
Class "Nope" does not exist
Method A::x() does not exist
