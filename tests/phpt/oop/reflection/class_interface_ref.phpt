--TEST--
getInterfaces returns ReflectionClass objects
--FILE--
<?php
interface A {} interface B extends A {}
class C implements B {}
foreach ((new ReflectionClass('C'))->getInterfaces() as $name => $r) { echo $name, ' => ', get_class($r), ' ', $r->getName(), ' ', var_export($r->isInterface(), true), "\n"; }
?>
--EXPECT--
B => ReflectionClass B true
A => ReflectionClass A true
