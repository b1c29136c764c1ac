--TEST--
methods implementing interfaces
--FILE--
<?php
interface HasName { public function name(): string; }
class A implements HasName { public function name(): string { return 'a'; } }
$m = new ReflectionMethod('A', 'name');
var_dump($m->class, $m->isAbstract(), (string) $m->getReturnType());
$i = new ReflectionMethod('HasName', 'name');
var_dump($i->isAbstract(), $i->class);
?>
--EXPECT--
string(1) "A"
bool(false)
string(6) "string"
bool(true)
string(7) "HasName"
