--TEST--
ReflectionProperty getValue/setValue on private properties
--FILE--
<?php
class A { private $secret = 'hidden'; protected int $n = 1; public $pub = 'p'; }
$o = new A;
$p = new ReflectionProperty('A', 'secret');
$p->setAccessible(true);
var_dump($p->getValue($o));
$p->setValue($o, 'changed');
var_dump($p->getValue($o));
$n = new ReflectionProperty('A', 'n');
$n->setValue($o, '42');
var_dump($n->getValue($o));
try { $n->setValue($o, 'abc'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o);
?>
--EXPECT--
string(6) "hidden"
string(7) "changed"
int(42)
Cannot assign string to property A::$n of type int
object(A)#1 (3) {
  ["secret":"A":private]=>
  string(7) "changed"
  ["n":protected]=>
  int(42)
  ["pub"]=>
  string(1) "p"
}
