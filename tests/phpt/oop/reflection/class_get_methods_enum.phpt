--TEST--
methods of an enum include cases/from/tryFrom
--FILE--
<?php
enum E: int { case A = 1; public function twice() { return $this->value * 2; } }
foreach ((new ReflectionClass(E::class))->getMethods() as $m) echo $m->class, '::', $m->name, ' static=', var_export($m->isStatic(), true), "\n";
var_dump((new ReflectionMethod(E::class, 'twice'))->invoke(E::A));
var_dump((new ReflectionMethod(E::class, 'from'))->invoke(null, 1)->name);
?>
--EXPECT--
E::twice static=false
E::cases static=true
E::from static=true
E::tryFrom static=true
int(2)
string(1) "A"
