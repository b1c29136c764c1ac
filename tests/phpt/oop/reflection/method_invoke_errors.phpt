--TEST--
ReflectionMethod invoke errors
--FILE--
<?php
abstract class A { abstract function ab(); function inst() { return 1; } }
class B extends A { function ab() {} }
class Other {}
$m = new ReflectionMethod('A', 'inst');
try { $m->invoke(null); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $m->invoke(new Other); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($m->invoke(new B));
try { (new ReflectionMethod('A', 'ab'))->invoke(new B); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Trying to invoke non static method A::inst() without an object
Given object is not an instance of the class this method was declared in
int(1)
Trying to invoke abstract method A::ab()
