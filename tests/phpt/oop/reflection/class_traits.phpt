--TEST--
getTraits/getTraitNames
--FILE--
<?php
trait T1 { function a() {} } trait T2 { public $p; }
class A { use T1, T2; function own() {} }
class B extends A {}
$r = new ReflectionClass('A');
var_dump($r->getTraitNames());
var_dump(array_keys($r->getTraits()));
var_dump((new ReflectionClass('B'))->getTraitNames());
foreach ($r->getMethods() as $m) echo $m->class, '::', $m->name, "\n";
var_dump((new ReflectionClass('T1'))->isTrait());
?>
--EXPECT--
array(2) {
  [0]=>
  string(2) "T1"
  [1]=>
  string(2) "T2"
}
array(2) {
  [0]=>
  string(2) "T1"
  [1]=>
  string(2) "T2"
}
array(0) {
}
A::own
A::a
bool(true)
