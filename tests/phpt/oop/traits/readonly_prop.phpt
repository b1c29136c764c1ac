--TEST--
readonly and typed properties declared in a trait
--FILE--
<?php
trait T { public readonly int $id; function setId(int $i) { $this->id = $i; } }
class A { use T; }
$a = new A;
$a->setId(3);
echo $a->id, "\n";
try { $a->setId(4); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->setId("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
3
Cannot modify readonly property A::$id
A::setId(): Argument #1 ($i) must be of type int, string given, called in %s on line 8
