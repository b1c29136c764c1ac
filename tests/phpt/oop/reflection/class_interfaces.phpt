--TEST--
getInterfaceNames/getInterfaces/implementsInterface
--FILE--
<?php
interface I1 {} interface I2 extends I1 {} interface J {}
class A implements I2 {} class B extends A implements J, Countable { function count(): int { return 0; } }
$r = new ReflectionClass('B');
var_dump($r->getInterfaceNames());
var_dump(array_keys($r->getInterfaces()));
var_dump($r->implementsInterface('I1'), $r->implementsInterface('J'), $r->implementsInterface('Traversable'));
try { $r->implementsInterface('A'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->implementsInterface('Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
array(4) {
  [0]=>
  string(2) "I2"
  [1]=>
  string(2) "I1"
  [2]=>
  string(1) "J"
  [3]=>
  string(9) "Countable"
}
array(4) {
  [0]=>
  string(2) "I2"
  [1]=>
  string(2) "I1"
  [2]=>
  string(1) "J"
  [3]=>
  string(9) "Countable"
}
bool(true)
bool(true)
bool(false)
A is not an interface
Interface "Nope" does not exist
