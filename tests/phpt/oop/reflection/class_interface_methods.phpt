--TEST--
Reflecting interfaces and their constants
--FILE--
<?php
interface Shape { const SIDES = 0; public function area(): float; public static function make(): static; }
$r = new ReflectionClass('Shape');
foreach ($r->getMethods() as $m) { echo $m->name, ' abstract=', var_export($m->isAbstract(), true), ' static=', var_export($m->isStatic(), true), "\n"; }
var_dump($r->getConstants());
var_dump($r->isInstantiable());
?>
--EXPECT--
area abstract=true static=false
make abstract=true static=true
array(1) {
  ["SIDES"]=>
  int(0)
}
bool(false)
